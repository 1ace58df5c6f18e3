// The blog post form's fields.
import { ChipsInput } from "../../components/chips-input";
import { SwitchField, TextAreaField, TextField, inputClass } from "../../components/form-controls";
import { WholeNumberField } from "../../components/editor-fields";
import { ImageUrlField } from "../../components/image-url-field";
import { MAX_CATEGORIES, MAX_CATEGORY_LENGTH } from "./schema";

export function PostFields() {
  return (
    <>
      <TextField name="title" label="Title" maxLength={200} required />
      <TextAreaField name="excerpt" label="Excerpt" maxLength={1000} rows={3} required />
      <TextAreaField
        name="content"
        label="Content"
        maxLength={100_000}
        rows={10}
        required
        className={`${inputClass} min-h-[200px]`}
        hint="New lines become line breaks; simple HTML (bold, links, lists) is kept."
      />
      <ChipsInput
        name="categories"
        label="Categories"
        noun="category"
        placeholder="e.g. Science"
        maxItems={MAX_CATEGORIES}
        maxLength={MAX_CATEGORY_LENGTH}
      />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <WholeNumberField name="readTime" label="Read time (minutes)" min={1} max={600} />
        <div className="flex items-end pb-2">
          <SwitchField name="isPublished" label="Published" />
        </div>
      </div>
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
