// Uploading a photo: the file (checked before it is sent), its details and the progress bar.
import { Form, Formik, useFormikContext } from "formik";
import { Upload } from "lucide-react";
import { useEffect, useState, type ChangeEvent } from "react";

import { useToast } from "@/components/ui/toast";

import {
  ACCEPTED_IMAGE_TYPES,
  GALLERY_CATEGORIES,
  MAX_UPLOAD_SIZE,
  checkImageFile,
  formatFileSize,
  uploadFailure,
  useGalleryWrites,
} from "../../api/gallery";
import { DialogActions, FieldError, inputClass, labelClass } from "../../components/form-controls";
import { HeldSavePanel } from "../../components/personal-data-dialog";
import { UploadProgress } from "../../components/upload-progress";
import { serverFieldErrors } from "../../lib/editor";
import { warningsOf, savedToast } from "../../lib/personal-data";
import { useHeldFormSave } from "../../lib/use-held-save";

import { PHOTO_DETAIL_FIELDS, PhotoFields, photoDetails, type PhotoDetails } from "./photo-fields";
import { uploadSchema } from "./schemas";

export type UploadValues = PhotoDetails & { file: File | null };

export const UPLOAD_INITIAL: UploadValues = {
  file: null,
  title: "",
  caption: "",
  category: "general",
  isPublished: true,
};

export function UploadForm({
  onDone,
  onUploading,
}: {
  onDone: () => void;
  onUploading: (uploading: boolean) => void;
}) {
  const writes = useGalleryWrites();
  const { toast } = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  // Personal data in the title or caption of a photo about to be published: the server stored
  // nothing and waits for the owner's answer (issue 16).
  const held = useHeldFormSave<UploadValues>({
    fields: PHOTO_DETAIL_FIELDS,
    send: async (values, _helpers, answer) => {
      if (!values.file) return;
      setProgress(0);
      onUploading(true);
      try {
        const item = await writes.upload(
          { file: values.file, ...photoDetails(values), ...answer },
          setProgress,
        );
        // What the photo's details or texts carried (a GPS position, a name) is said once.
        toast(savedToast("Photo uploaded successfully!", warningsOf(item)));
        onUploading(false);
        onDone();
      } catch (err) {
        setProgress(null);
        onUploading(false);
        throw err;
      }
    },
    onFailure: (err, _values, helpers) => {
      const failure = uploadFailure(err);
      const { errors } = serverFieldErrors<UploadValues>(err, ["file", ...PHOTO_DETAIL_FIELDS], {
        image: "file",
      });
      helpers.setErrors(errors);
      toast({ title: failure.title, description: failure.message, variant: "destructive" });
    },
  });

  return (
    <Formik initialValues={UPLOAD_INITIAL} validationSchema={uploadSchema} onSubmit={held.submit}>
      {({ isSubmitting }) => (
        <>
          <HeldSavePanel held={held} />
          <UploadFields isSubmitting={isSubmitting} progress={progress} onCancel={onDone} />
        </>
      )}
    </Formik>
  );
}

export function UploadFields({
  isSubmitting,
  progress,
  onCancel,
}: {
  isSubmitting: boolean;
  progress: number | null;
  onCancel: () => void;
}) {
  const { values, errors, touched, setFieldValue, setFieldTouched, handleSubmit } =
    useFormikContext<UploadValues>();
  const { toast } = useToast();
  const preview = usePreviewUrl(values.file && !checkImageFile(values.file) ? values.file : null);
  const fileError = touched.file && errors.file ? String(errors.file) : null;

  const tellProblem = (file: File | null) => {
    const problem = checkImageFile(file);
    if (problem) {
      toast({ title: problem.title, description: problem.message, variant: "destructive" });
    }
  };

  const onFileChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    await setFieldValue("file", file, false);
    await setFieldTouched("file", true, true);
    if (file) tellProblem(file);
  };

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        tellProblem(values.file);
        handleSubmit(event);
      }}
      className="space-y-4"
    >
      {/* Nothing changes while the photo is on its way. */}
      <fieldset disabled={isSubmitting} className="min-w-0 space-y-4">
        <div>
          <label htmlFor="upload-file" className={labelClass}>
            Photo
          </label>
          <input
            id="upload-file"
            name="file"
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(",")}
            onChange={onFileChange}
            disabled={isSubmitting}
            aria-invalid={Boolean(fileError)}
            aria-describedby="upload-file-hint upload-file-error"
            className={`${inputClass} cursor-pointer file:mr-3 file:rounded-md file:border-0 file:bg-accent-50 file:px-3 file:py-1.5 file:font-semibold file:text-accent-800 dark:file:bg-accent-800/40 dark:file:text-accent-100`}
          />
          <p id="upload-file-hint" className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            JPG, PNG, WebP or GIF, up to {MAX_UPLOAD_SIZE}. Location and camera details are removed
            before the photo is stored.
          </p>
          <FieldError id="upload-file-error" name="file" />
          {preview && values.file && (
            <figure className="mt-3 flex items-center gap-3 rounded-xl border border-slate-200 p-2 dark:border-slate-700">
              {/* The preview of a photo about to be uploaded: "photo" says what was chosen. */}
              {/* eslint-disable-next-line jsx-a11y/img-redundant-alt -- the browser tests find it so */}
              <img
                src={preview}
                alt="Preview of the selected photo"
                width={96}
                height={72}
                className="h-18 w-24 shrink-0 rounded-lg bg-slate-100 object-cover dark:bg-slate-800"
              />
              <figcaption className="min-w-0 text-sm">
                <span className="block truncate font-medium text-slate-800 dark:text-slate-200">
                  {values.file.name}
                </span>
                <span className="text-slate-600 dark:text-slate-400">
                  {formatFileSize(values.file.size)}
                </span>
              </figcaption>
            </figure>
          )}
        </div>
        <PhotoFields categories={GALLERY_CATEGORIES} />
      </fieldset>

      {progress !== null && <UploadProgress percent={progress} />}

      <DialogActions
        onCancel={onCancel}
        cancelDisabled={isSubmitting}
        submit={{
          busy: isSubmitting,
          label: "Upload Photo",
          pendingLabel: "Uploading...",
          icon: Upload,
        }}
      />
    </Form>
  );
}

/** A blob: address showing the chosen file, revoked when the file changes or the form goes. */
export function usePreviewUrl(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const current = preview && preview.file === file ? preview.url : null;

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a browser resource made here
    setPreview({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return current;
}
