// What the three photo forms (upload, add by address, edit) share: the details every photo has,
// their fields, and how they are sent.
import type { ReactNode } from "react";

import type { GalleryItem } from "../../api/gallery";
import { SelectField, SwitchField, TextAreaField, TextField } from "../../components/form-controls";

import { categoryOptions } from "./schemas";

export type PhotoDetails = {
  title: string;
  caption: string;
  category: string;
  isPublished: boolean;
};

export const PHOTO_DETAIL_FIELDS = ["title", "caption", "category", "isPublished"] as const;

/** The details as the API takes them (the title trimmed). */
export function photoDetails(values: PhotoDetails) {
  return {
    title: values.title.trim(),
    caption: values.caption,
    category: values.category as GalleryItem["category"],
    isPublished: values.isPublished,
  };
}

/** Title, caption, anything the form adds (`children`, e.g. the image address), category and
 * whether the photo is shown. */
export function PhotoFields({
  categories,
  captionRows = 2,
  children,
}: {
  categories: { value: string; label: string }[];
  captionRows?: number;
  children?: ReactNode;
}) {
  return (
    <>
      <TextField name="title" label="Title" maxLength={200} autoComplete="off" />
      <TextAreaField
        name="caption"
        label="Caption (optional)"
        maxLength={1000}
        rows={captionRows}
      />
      {children}
      <SelectField name="category" label="Category" options={categoryOptions(categories)} />
      <SwitchField name="isPublished" label="Published (visible on the site)" />
    </>
  );
}
