// The blog post form's fields.
import { ChipsInput } from "../../components/chips-input";
import { SwitchField, TextAreaField, TextField } from "../../components/form-controls";
import { ImageUrlField } from "../../components/image-url-field";
import { MarkdownEditor } from "../../components/markdown-editor/markdown-editor";
import type { AdminBlogPost } from "./api";
import { PublishAtField, ReadTimeField, ScheduledNote } from "./schedule-fields";
import { MAX_CATEGORIES, MAX_CATEGORY_LENGTH } from "./schema";
import { WritingBar } from "./writing-bar";

export function PostFields({ editing }: { editing: AdminBlogPost | null }) {
  return (
    <>
      <WritingBar editing={editing} />
      <TextField name="title" label="Title" maxLength={200} required />
      <TextAreaField name="excerpt" label="Excerpt" maxLength={1000} rows={3} required />
      <MarkdownEditor
        name="content"
        formatName="contentFormat"
        label="Content"
        maxLength={100_000}
        rows={14}
        required
      />
      <ChipsInput
        name="categories"
        label="Categories"
        noun="category"
        placeholder="e.g. Science"
        maxItems={MAX_CATEGORIES}
        maxLength={MAX_CATEGORY_LENGTH}
      />
      <ReadTimeField />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <PublishAtField />
        <div className="flex items-center sm:pt-6">
          <SwitchField name="isPublished" label="Published" />
        </div>
      </div>
      <ScheduledNote />
      <ImageUrlField
        name="imageUrl"
        altName="imageAlt"
        hint="Upload a picture, choose one from the gallery, or give the address of an image on this site."
        pictures={{ category: "general", titleName: "title" }}
      />
      <TextField
        name="imageAlt"
        label="Image alt text"
        maxLength={200}
        hint="Describe the picture for people who cannot see it. Empty: the title is used."
      />
    </>
  );
}
