// An image address field with a preview of the picture, hidden when the image fails to load;
// with `pictures`, also an upload (through the gallery's safe pipeline, as a hidden photo) and a
// choice from the gallery.
import { useField } from "formik";
import { Images, Upload } from "lucide-react";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import * as yup from "yup";

import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";

import {
  ACCEPTED_IMAGE_TYPES,
  checkImageFile,
  uploadFailure,
  useGalleryWrites,
  type GalleryCategory,
} from "../api/gallery";
import { IMAGE_URL_MESSAGE, isAllowedImageUrl, sameSitePath } from "../lib/image-url";

import { TextField } from "./form-controls";
import { GalleryPicker } from "./gallery-picker";
import { UploadProgress } from "./upload-progress";

const PREVIEW_DELAY_MS = 400;

/** The image address rule every editor shares (lib/image-url.ts), as a yup rule. */
export const imageUrlRule = yup
  .string()
  .trim()
  .test("same-site", IMAGE_URL_MESSAGE, isAllowedImageUrl);

/** Addresses worth previewing: the ones the rule accepts. The page's Content-Security-Policy
 * still decides what may load. */
export function isPreviewable(url: string): boolean {
  return url.trim() !== "" && isAllowedImageUrl(url);
}

export function ImageUrlField({
  name,
  label = "Image URL",
  altName,
  hint = "An image on this site, such as /media/gallery/photo.webp (upload photos in the Gallery tab).",
  pictures,
}: {
  name: string;
  label?: string;
  /** The Formik field with the image's alt text, used for the preview's own alt text. */
  altName?: string;
  hint?: string;
  /** Offer 'Upload a picture' (stored in the gallery under `category`, hidden from the public
   * gallery, titled from the form's `titleName` field) and 'Choose from gallery'. */
  pictures?: { category: GalleryCategory; titleName: string };
}) {
  const [{ value }] = useField<string>(name);
  const [altField] = useField<string>(altName ?? name);
  // A copied full address of this site's picture previews (and is stored) as its path.
  const url = sameSitePath(value ?? "").trim();
  // Wait until typing pauses, so each half-typed address is not requested.
  const [shown, setShown] = useState(url);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(url), PREVIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [url]);

  const visible = shown !== "" && shown === url && isPreviewable(shown) && failed !== shown;
  const alt = altName && altField.value ? altField.value : "Preview of the image";

  return (
    <div>
      <TextField
        name={name}
        label={label}
        hint={hint}
        inputMode="url"
        autoComplete="off"
        maxLength={500}
        placeholder="/media/..."
      />
      {pictures && (
        <PictureButtons name={name} titleName={pictures.titleName} category={pictures.category} />
      )}
      {visible && (
        <figure className="mt-3">
          <img
            key={shown}
            src={shown}
            alt={alt}
            width={640}
            height={360}
            onError={() => setFailed(shown)}
            data-testid={`${name}-preview`}
            className="aspect-video w-full max-w-md rounded-lg border border-slate-200 bg-slate-100 object-cover dark:border-slate-700 dark:bg-slate-800"
          />
          <figcaption className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            Preview
          </figcaption>
        </figure>
      )}
    </div>
  );
}

function PictureButtons({
  name,
  titleName,
  category,
}: {
  name: string;
  titleName: string;
  category: GalleryCategory;
}) {
  const [, , { setValue }] = useField<string>(name);
  const [{ value: title }] = useField<string>(titleName);
  const { toast } = useToast();
  const { upload } = useGalleryWrites();
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [picking, setPicking] = useState(false);

  // Nothing is uploaded until a file is chosen; a refused or failed upload changes nothing.
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = "";
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      toast({ title: problem.title, description: problem.message, variant: "destructive" });
      return;
    }
    setProgress(0);
    try {
      const item = await upload(
        {
          file,
          title: (title ?? "").trim() || file.name.replace(/\.[^.]+$/, "") || "Picture",
          caption: "",
          category,
          isPublished: false,
        },
        setProgress,
      );
      await setValue(item.imageUrl);
      toast({ title: "Success", description: "Photo uploaded successfully!" });
    } catch (error) {
      const failure = uploadFailure(error);
      toast({ title: failure.title, description: failure.message, variant: "destructive" });
    } finally {
      setProgress(null);
    }
  };

  const button = { variant: "outline", size: "xs", weight: "medium" } as const;
  return (
    <div className="mt-2">
      <div className="flex flex-wrap gap-2">
        <Button
          {...button}
          icon={Upload}
          disabled={progress !== null}
          onClick={() => fileInput.current?.click()}
        >
          Upload a picture
        </Button>
        <Button
          {...button}
          icon={Images}
          disabled={progress !== null}
          onClick={() => setPicking(true)}
        >
          Choose from gallery
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(",")}
          className="sr-only"
          tabIndex={-1}
          aria-label="Picture to upload"
          onChange={onFile}
        />
      </div>
      {progress !== null && <UploadProgress percent={progress} className="mt-2 max-w-xs" />}
      <GalleryPicker
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(item) => {
          setPicking(false);
          void setValue(item.imageUrl);
        }}
      />
    </div>
  );
}
