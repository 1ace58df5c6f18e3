// Fields more than one content editor's form has: a calendar date, a whole number, and the main
// text of a journal entry or travel story (Markdown).
import type { ComponentProps } from "react";

import type { GalleryCategory } from "../api/gallery";
import { TextField, inputClass } from "./form-controls";
import { MarkdownEditor } from "./markdown-editor/markdown-editor";

type TextFieldProps = ComponentProps<typeof TextField>;

/** A date input (YYYY-MM-DD), its picker dark in the dark theme. */
export function DateField(props: Omit<TextFieldProps, "type" | "className">) {
  return <TextField type="date" className={`${inputClass} dark:scheme-dark`} {...props} />;
}

/** A number input that takes whole numbers from `min` to `max`. */
export function WholeNumberField(
  props: Omit<TextFieldProps, "type" | "inputMode" | "step"> & { min: number; max: number },
) {
  return <TextField type="number" inputMode="numeric" step={1} {...props} />;
}

/** The main text of a journal entry or a travel story, in Markdown (markdown-editor/):
 * required, up to the server's 20,000 characters, with a hint of what to write; its pictures
 * are stored as hidden gallery photos of `pictureCategory`. */
export function MainTextField({
  hint,
  pictureCategory,
}: {
  hint: string;
  pictureCategory: GalleryCategory;
}) {
  return (
    <MarkdownEditor
      name="content"
      formatName="contentFormat"
      label="Content"
      rows={10}
      maxLength={20_000}
      required
      hint={hint}
      pictureCategory={pictureCategory}
    />
  );
}
