// An image address field with a preview of the picture, hidden when the image fails to load.
import { useField } from "formik";
import { useEffect, useState } from "react";
import * as yup from "yup";

import { IMAGE_URL_MESSAGE, isAllowedImageUrl } from "../lib/image-url";

import { TextField } from "./form-controls";

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
}: {
  name: string;
  label?: string;
  /** The Formik field with the image's alt text, used for the preview's own alt text. */
  altName?: string;
  hint?: string;
}) {
  const [{ value }] = useField<string>(name);
  const [altField] = useField<string>(altName ?? name);
  const url = (value ?? "").trim();
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
