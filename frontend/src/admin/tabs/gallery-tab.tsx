// Gallery Management: the photos (hidden ones too) by category, each with an eye toggle, edit
// and delete, and the 'Add Photo' dialog with its two ways in: an upload with a progress bar,
// or the address of an image already on this site.
import { Form, Formik, useFormikContext, type FormikHelpers } from "formik";
import { Eye, EyeOff, ImagePlus, Pencil, RefreshCw, Trash2, Upload } from "lucide-react";
import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from "react";
import * as yup from "yup";

import { Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";

import {
  ACCEPTED_IMAGE_TYPES,
  CATEGORY_FILTERS,
  GALLERY_CATEGORIES,
  PHOTO_PLACEHOLDER,
  URL_FORM_CATEGORIES,
  categoryLabel,
  checkImageFile,
  filterByCategory,
  formatFileSize,
  uploadFailure,
  useGalleryItems,
  useGalleryWrites,
  type CategoryFilter,
  type GalleryItem,
} from "../api/gallery";
import { serverMessage } from "../api/owner-data";
import { ConfirmDialog } from "../components/confirm-dialog";
import { FilterChips } from "../components/filter-chips";
import {
  FieldError,
  SelectField,
  SwitchField,
  TextAreaField,
  TextField,
  inputClass,
  labelClass,
} from "../components/form-controls";
import { ImageUrlField } from "../components/image-url-field";
import { ModalDialog } from "../components/modal-dialog";
import { serverFieldErrors } from "../lib/editor";
import { IMAGE_URL_MESSAGE, isAllowedImageUrl } from "../lib/image-url";

const DELETE_MESSAGE = "Are you sure you want to delete this photo? This action cannot be undone.";
const GRID_SIZES =
  "(min-width: 1280px) 296px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw";

// --- validation (the server's rules and the specification's messages) ----------------------

const title = yup
  .string()
  .trim()
  .required("Title is required")
  .max(200, "Title must be at most 200 characters");
const caption = yup.string().max(1000, "Caption must be at most 1000 characters");
const category = (choices: { value: string }[]) =>
  yup
    .string()
    .required("Category is required")
    .oneOf(
      choices.map((c) => c.value),
      "Category is required",
    );

const uploadSchema = yup.object({
  file: yup
    .mixed<File>()
    .nullable()
    .test("image-file", (value, context) => {
      const problem = checkImageFile(value);
      return problem ? context.createError({ message: problem.message }) : true;
    }),
  title,
  caption,
  category: category(GALLERY_CATEGORIES),
});

const urlSchema = yup.object({
  title,
  caption,
  imageUrl: yup
    .string()
    .trim()
    .required("Image is required")
    .max(500, IMAGE_URL_MESSAGE)
    .test("same-site", IMAGE_URL_MESSAGE, isAllowedImageUrl),
  category: category(URL_FORM_CATEGORIES),
});

const editSchema = yup.object({ title, caption, category: category(GALLERY_CATEGORIES) });

const categoryOptions = (choices: { value: string; label: string }[]) => [
  { value: "", label: "Select a category" },
  ...choices,
];

// --- the tab --------------------------------------------------------------------------------

export function GalleryTab() {
  const { data, error, isLoading, mutate } = useGalleryItems();
  const writes = useGalleryWrites();
  const { toast } = useToast();
  const [filter, setFilter] = useState<CategoryFilter>("all");
  const [adding, setAdding] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<GalleryItem | null>(null);
  const [deleting, setDeleting] = useState<GalleryItem | null>(null);
  const [pending, setPending] = useState<Set<string>>(() => new Set());

  const items = data ?? [];
  const shown = filterByCategory(items, filter);

  const withPending = async (id: string, action: () => Promise<void>) => {
    setPending((ids) => new Set(ids).add(id));
    try {
      await action();
    } finally {
      setPending((ids) => {
        const next = new Set(ids);
        next.delete(id);
        return next;
      });
    }
  };

  const togglePublished = (item: GalleryItem) =>
    withPending(item.id, async () => {
      try {
        await writes.update(item.id, { isPublished: !item.isPublished });
        toast({ title: "Success", description: "Gallery item updated successfully!" });
      } catch (err) {
        toast({
          title: "Error",
          description: serverMessage(err) ?? "Failed to update gallery item",
          variant: "destructive",
        });
      }
    });

  const confirmDelete = () => {
    const item = deleting;
    setDeleting(null);
    if (!item) return;
    void withPending(item.id, async () => {
      try {
        await writes.remove(item.id);
        toast({ title: "Success", description: "Photo deleted successfully!" });
      } catch (err) {
        toast({
          title: "Error",
          description: serverMessage(err) ?? "Failed to delete gallery item",
          variant: "destructive",
        });
      }
    });
  };

  const countText = `${shown.length} ${shown.length === 1 ? "photo" : "photos"}`;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-3">
          <h2 className="text-2xl font-bold text-slate-900 dark:text-white">Gallery Management</h2>
          {data && (
            <span
              data-testid="photo-count"
              className="rounded-full bg-slate-200 px-2.5 py-0.5 text-sm font-semibold text-slate-800 dark:bg-slate-800 dark:text-slate-200"
            >
              {countText}
            </span>
          )}
        </div>
        <button
          type="button"
          onClick={() => setAdding(true)}
          className="inline-flex items-center gap-2 rounded-lg bg-accent-700 px-4 py-2 font-semibold text-white hover:bg-accent-800"
        >
          <ImagePlus aria-hidden="true" className="size-5" />
          Add Photo
        </button>
      </div>

      <FilterChips
        label="Filter by category"
        options={CATEGORY_FILTERS}
        value={filter}
        onChange={setFilter}
      />

      {isLoading ? (
        <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          <span className="sr-only">Loading photos...</span>
          {Array.from({ length: 6 }, (_, tile) => (
            <div
              key={tile}
              data-testid="photo-placeholder-tile"
              className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
            >
              <Skeleton className="aspect-[4/3] w-full rounded-none" />
              <div className="space-y-2 p-4">
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-4 w-1/3" />
              </div>
            </div>
          ))}
        </div>
      ) : error && !data ? (
        <div
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          <p>The photos could not be loaded. Check your connection and try again.</p>
          <button
            type="button"
            onClick={() => void mutate()}
            className="mt-3 inline-flex items-center gap-2 rounded-lg border border-red-300 px-3 py-1.5 text-sm font-medium hover:bg-red-100 dark:border-red-800 dark:hover:bg-red-900"
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            Try again
          </button>
        </div>
      ) : shown.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center dark:border-slate-700 dark:bg-slate-900">
          <ImagePlus aria-hidden="true" className="size-10 text-slate-400" />
          <p className="mt-3 font-medium text-slate-700 dark:text-slate-300">
            No photos in this category
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Use Add Photo to upload one.
          </p>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {shown.map((item, index) => (
            <PhotoCard
              key={`${item.id}-${item.imageUrl}`}
              item={item}
              eager={index < 4}
              busy={pending.has(item.id)}
              onToggle={() => void togglePublished(item)}
              onEdit={() => setEditing(item)}
              onDelete={() => setDeleting(item)}
            />
          ))}
        </ul>
      )}

      <ModalDialog
        open={adding}
        title="Add Photo"
        busy={uploading}
        onClose={() => setAdding(false)}
      >
        <AddPhoto onDone={() => setAdding(false)} onUploading={setUploading} />
      </ModalDialog>

      <ModalDialog open={editing !== null} title="Edit Photo" onClose={() => setEditing(null)}>
        {editing && <EditPhotoForm item={editing} onDone={() => setEditing(null)} />}
      </ModalDialog>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete photo?"
        message={DELETE_MESSAGE}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

// --- a photo in the grid --------------------------------------------------------------------

function PhotoCard({
  item,
  eager,
  busy,
  onToggle,
  onEdit,
  onDelete,
}: {
  item: GalleryItem;
  eager: boolean;
  busy: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const iconButton =
    "inline-flex size-9 items-center justify-center rounded-lg border disabled:opacity-60";

  return (
    <li>
      <article
        aria-label={item.title}
        className={`flex h-full flex-col overflow-hidden rounded-2xl border bg-white shadow-sm dark:bg-slate-900 ${
          item.isPublished
            ? "border-slate-200 dark:border-slate-800"
            : "border-dashed border-slate-300 dark:border-slate-700"
        }`}
      >
        <div className="relative">
          <PhotoImage
            item={item}
            sizes={GRID_SIZES}
            eager={eager}
            className={`aspect-[4/3] w-full ${item.isPublished ? "" : "opacity-60"}`}
          />
          {!item.isPublished && (
            <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-slate-900/85 px-2.5 py-0.5 text-xs font-semibold text-white">
              <EyeOff aria-hidden="true" className="size-3.5" />
              Hidden
            </span>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-2 p-4">
          <h3 className="line-clamp-1 font-semibold text-slate-900 dark:text-white">
            {item.title}
          </h3>
          {item.caption && (
            <p className="line-clamp-2 text-sm text-slate-600 dark:text-slate-400">
              {item.caption}
            </p>
          )}
          <div className="mt-auto flex items-center justify-between gap-2 pt-2">
            <span className="rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-semibold text-accent-800 dark:bg-accent-800/40 dark:text-accent-100">
              {categoryLabel(item.category)}
            </span>
            <div className="flex gap-1.5">
              <button
                type="button"
                aria-pressed={item.isPublished}
                aria-label={`Published: ${item.title}`}
                title={
                  item.isPublished
                    ? "Published: visitors see this photo. Press to hide it."
                    : "Hidden: only you see this photo. Press to publish it."
                }
                disabled={busy}
                onClick={onToggle}
                className={`${iconButton} ${
                  item.isPublished
                    ? "border-green-300 bg-green-50 text-green-800 hover:bg-green-100 dark:border-green-800 dark:bg-green-950 dark:text-green-200"
                    : "border-slate-300 text-slate-600 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800"
                }`}
              >
                {item.isPublished ? (
                  <Eye aria-hidden="true" className="size-4" />
                ) : (
                  <EyeOff aria-hidden="true" className="size-4" />
                )}
              </button>
              <button
                type="button"
                aria-label={`Edit ${item.title}`}
                title="Edit"
                disabled={busy}
                onClick={onEdit}
                className={`${iconButton} border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800`}
              >
                <Pencil aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                aria-label={`Delete ${item.title}`}
                title="Delete"
                disabled={busy}
                onClick={onDelete}
                className={`${iconButton} border-red-200 text-red-700 hover:bg-red-50 dark:border-red-900 dark:text-red-300 dark:hover:bg-red-950`}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </div>
          </div>
        </div>
      </article>
    </li>
  );
}

/** A photo at the sizes the API gives (srcset for an upload), replaced by the stock
 * placeholder if it fails to load. */
function PhotoImage({
  item,
  sizes,
  eager = false,
  className,
}: {
  item: GalleryItem;
  sizes: string;
  eager?: boolean;
  className: string;
}) {
  const [broken, setBroken] = useState(false);
  const responsive = !broken && Boolean(item.srcset);
  return (
    <img
      src={broken ? PHOTO_PLACEHOLDER : item.imageUrl}
      srcSet={responsive ? item.srcset : undefined}
      sizes={responsive ? sizes : undefined}
      width={broken ? 800 : (item.width ?? 800)}
      height={broken ? 600 : (item.height ?? 600)}
      alt={item.title}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      onError={() => setBroken(true)}
      className={`bg-slate-100 object-cover dark:bg-slate-800 ${className}`}
    />
  );
}

// --- the Add Photo dialog -------------------------------------------------------------------

type AddTab = "upload" | "url";
const ADD_TABS: { id: AddTab; label: string }[] = [
  { id: "upload", label: "Upload Photo" },
  { id: "url", label: "Image URL" },
];

function AddPhoto({
  onDone,
  onUploading,
}: {
  onDone: () => void;
  onUploading: (uploading: boolean) => void;
}) {
  const [tab, setTab] = useState<AddTab>("upload");
  const [locked, setLocked] = useState(false);
  const tabRefs = useRef<Record<AddTab, HTMLButtonElement | null>>({ upload: null, url: null });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    event.preventDefault();
    const next = tab === "upload" ? "url" : "upload";
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  const setUploading = (value: boolean) => {
    setLocked(value);
    onUploading(value);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label="How to add the photo"
        onKeyDown={onKeyDown}
        className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800"
      >
        {ADD_TABS.map(({ id, label }) => (
          <button
            key={id}
            ref={(node) => {
              tabRefs.current[id] = node;
            }}
            type="button"
            role="tab"
            id={`add-photo-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`add-photo-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            disabled={locked && tab !== id}
            onClick={() => setTab(id)}
            className={`rounded-lg px-3 py-2 text-sm font-semibold ${
              tab === id
                ? "bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white"
                : "text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
            }`}
          >
            {label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`add-photo-panel-${tab}`}
        aria-labelledby={`add-photo-tab-${tab}`}
        className="mt-5"
      >
        {tab === "upload" ? (
          <UploadForm onDone={onDone} onUploading={setUploading} />
        ) : (
          <ImageUrlForm onDone={onDone} />
        )}
      </div>
    </div>
  );
}

// --- Upload Photo ---------------------------------------------------------------------------

type UploadValues = {
  file: File | null;
  title: string;
  caption: string;
  category: string;
  isPublished: boolean;
};

const UPLOAD_INITIAL: UploadValues = {
  file: null,
  title: "",
  caption: "",
  category: "general",
  isPublished: true,
};

function UploadForm({
  onDone,
  onUploading,
}: {
  onDone: () => void;
  onUploading: (uploading: boolean) => void;
}) {
  const writes = useGalleryWrites();
  const { toast } = useToast();
  const [progress, setProgress] = useState<number | null>(null);

  const onSubmit = async (values: UploadValues, helpers: FormikHelpers<UploadValues>) => {
    if (!values.file) return;
    setProgress(0);
    onUploading(true);
    try {
      await writes.upload(
        {
          file: values.file,
          title: values.title.trim(),
          caption: values.caption,
          category: values.category,
          isPublished: values.isPublished,
        },
        setProgress,
      );
      toast({ title: "Success", description: "Photo uploaded successfully!" });
      onUploading(false);
      onDone();
    } catch (err) {
      setProgress(null);
      onUploading(false);
      const failure = uploadFailure(err);
      const { errors } = serverFieldErrors<UploadValues>(
        err,
        ["file", "title", "caption", "category", "isPublished"],
        { image: "file" },
      );
      helpers.setErrors(errors);
      toast({ title: failure.title, description: failure.message, variant: "destructive" });
    }
  };

  return (
    <Formik initialValues={UPLOAD_INITIAL} validationSchema={uploadSchema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <UploadFields isSubmitting={isSubmitting} progress={progress} onCancel={onDone} />
      )}
    </Formik>
  );
}

function UploadFields({
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
            JPG, PNG, WebP or GIF, up to 5MB. Location and camera details are removed before the
            photo is stored.
          </p>
          <FieldError id="upload-file-error" name="file" />
          {preview && values.file && (
            <figure className="mt-3 flex items-center gap-3 rounded-xl border border-slate-200 p-2 dark:border-slate-700">
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
        <TextField name="title" label="Title" maxLength={200} autoComplete="off" />
        <TextAreaField name="caption" label="Caption (optional)" maxLength={1000} rows={2} />
        <SelectField
          name="category"
          label="Category"
          options={categoryOptions(GALLERY_CATEGORIES)}
        />
        <SwitchField name="isPublished" label="Published (visible on the site)" />
      </fieldset>

      {progress !== null && <UploadProgress percent={progress} />}

      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <button
          type="button"
          onClick={onCancel}
          disabled={isSubmitting}
          className="rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-60 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          Cancel
        </button>
        <button
          type="submit"
          disabled={isSubmitting}
          className="inline-flex items-center gap-2 rounded-lg bg-accent-700 px-4 py-2 font-semibold text-white hover:bg-accent-800 disabled:opacity-70"
        >
          <Upload aria-hidden="true" className="size-4" />
          {isSubmitting ? "Uploading..." : "Upload Photo"}
        </button>
      </div>
    </Form>
  );
}

/** The upload's progress: an ARIA progressbar whose bar is a native <progress> element (no
 * inline style, which the site's Content-Security-Policy would refuse). */
function UploadProgress({ percent }: { percent: number }) {
  const done = percent >= 100;
  return (
    <div
      role="progressbar"
      aria-label="Upload progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={done ? "Upload complete" : `${percent}%`}
    >
      <div className="flex justify-between text-sm text-slate-700 dark:text-slate-300">
        <span>{done ? "Processing photo..." : "Uploading..."}</span>
        <span className="font-semibold tabular-nums">{percent}%</span>
      </div>
      <progress
        aria-hidden="true"
        max={100}
        value={percent}
        className="mt-1 block h-2 w-full appearance-none overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700 [&::-moz-progress-bar]:bg-accent-600 [&::-webkit-progress-bar]:bg-slate-200 dark:[&::-webkit-progress-bar]:bg-slate-700 [&::-webkit-progress-value]:bg-accent-600 [&::-webkit-progress-value]:transition-[width]"
      />
    </div>
  );
}

/** A blob: address showing the chosen file, revoked when the file changes or the form goes. */
function usePreviewUrl(file: File | null): string | null {
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

// --- Image URL ------------------------------------------------------------------------------

type UrlValues = {
  title: string;
  caption: string;
  imageUrl: string;
  category: string;
  isPublished: boolean;
};

const URL_INITIAL: UrlValues = {
  title: "",
  caption: "",
  imageUrl: "",
  category: "general",
  isPublished: true,
};

function ImageUrlForm({ onDone }: { onDone: () => void }) {
  const writes = useGalleryWrites();
  const { toast } = useToast();

  const onSubmit = async (values: UrlValues, helpers: FormikHelpers<UrlValues>) => {
    try {
      await writes.create({
        title: values.title.trim(),
        caption: values.caption,
        imageUrl: values.imageUrl.trim(),
        category: values.category as GalleryItem["category"],
        isPublished: values.isPublished,
      });
      toast({ title: "Success", description: "Gallery item created successfully!" });
      onDone();
    } catch (err) {
      helpers.setErrors(
        serverFieldErrors<UrlValues>(err, [
          "title",
          "caption",
          "imageUrl",
          "category",
          "isPublished",
        ]).errors,
      );
      toast({
        title: "Error",
        description: serverMessage(err) ?? "Failed to create gallery item",
        variant: "destructive",
      });
    }
  };

  return (
    <Formik initialValues={URL_INITIAL} validationSchema={urlSchema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate className="space-y-4">
          <TextField name="title" label="Title" maxLength={200} autoComplete="off" />
          <TextAreaField name="caption" label="Caption (optional)" maxLength={1000} rows={2} />
          <ImageUrlField
            name="imageUrl"
            label="Image URL"
            hint="An image already on this site, such as /media/gallery/photo.webp. To add a photo from your device, use Upload Photo."
          />
          <SelectField
            name="category"
            label="Category"
            options={categoryOptions(URL_FORM_CATEGORIES)}
          />
          <SwitchField name="isPublished" label="Published (visible on the site)" />
          <div className="flex flex-wrap justify-end gap-3 pt-2">
            <button
              type="button"
              onClick={onDone}
              className="rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              Cancel
            </button>
            <button
              type="submit"
              disabled={isSubmitting}
              className="rounded-lg bg-accent-700 px-4 py-2 font-semibold text-white hover:bg-accent-800 disabled:opacity-70"
            >
              {isSubmitting ? "Adding..." : "Add Image"}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

// --- Edit Photo -----------------------------------------------------------------------------

type EditValues = { title: string; caption: string; category: string; isPublished: boolean };

function EditPhotoForm({ item, onDone }: { item: GalleryItem; onDone: () => void }) {
  const writes = useGalleryWrites();
  const { toast } = useToast();
  const initial: EditValues = {
    title: item.title,
    caption: item.caption ?? "",
    category: item.category,
    isPublished: item.isPublished,
  };

  const onSubmit = async (values: EditValues, helpers: FormikHelpers<EditValues>) => {
    try {
      await writes.update(item.id, {
        title: values.title.trim(),
        caption: values.caption,
        category: values.category as GalleryItem["category"],
        isPublished: values.isPublished,
      });
      toast({ title: "Success", description: "Gallery item updated successfully!" });
      onDone();
    } catch (err) {
      helpers.setErrors(
        serverFieldErrors<EditValues>(err, ["title", "caption", "category", "isPublished"]).errors,
      );
      toast({
        title: "Error",
        description: serverMessage(err) ?? "Failed to update gallery item",
        variant: "destructive",
      });
    }
  };

  return (
    <Formik initialValues={initial} validationSchema={editSchema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate className="space-y-4">
          <PhotoImage
            item={item}
            sizes="(min-width: 640px) 448px, 90vw"
            eager
            className="aspect-[16/9] w-full rounded-xl"
          />
          <TextField name="title" label="Title" maxLength={200} autoComplete="off" />
          <TextAreaField name="caption" label="Caption (optional)" maxLength={1000} rows={3} />
          <SelectField
            name="category"
            label="Category"
            options={categoryOptions(GALLERY_CATEGORIES)}
          />
          <SwitchField name="isPublished" label="Published (visible on the site)" />
          <div className="flex flex-wrap justify-end gap-3 pt-2">
            <button
              type="button"
              onClick={onDone}
              className="rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              Cancel
            </button>
            <button
              type="submit"
              disabled={isSubmitting}
              className="rounded-lg bg-accent-700 px-4 py-2 font-semibold text-white hover:bg-accent-800 disabled:opacity-70"
            >
              {isSubmitting ? "Saving..." : "Update Photo"}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
