// The media item form's fields.
import { useFormikContext } from "formik";

import { DateField } from "../../components/editor-fields";
import { SelectField, SwitchField, TextAreaField, TextField } from "../../components/form-controls";
import { ImageUrlField } from "../../components/image-url-field";
import { MEDIA_TYPES, platformOptions } from "./options";
import type { MediaFormValues } from "./schema";

export function MediaFields() {
  const { values } = useFormikContext<MediaFormValues>();
  return (
    <>
      <TextField name="title" label="Title" maxLength={200} autoComplete="off" />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField name="type" label="Type" options={MEDIA_TYPES} />
        <SelectField name="platform" label="Platform" options={platformOptions(values.platform)} />
      </div>
      <TextField
        name="url"
        label="Link (optional)"
        type="url"
        inputMode="url"
        maxLength={500}
        autoComplete="off"
        placeholder="https://..."
        hint="Where visitors can read, watch or listen to it."
      />
      <TextAreaField name="description" label="Description" maxLength={5000} rows={3} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          name="publication"
          label="Publication"
          maxLength={100}
          hint="The newspaper, magazine or show."
        />
        <TextField
          name="category"
          label="Category"
          maxLength={50}
          hint="For example Environment or Education."
        />
      </div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <div className="col-span-2 sm:col-span-1">
          <DateField name="publishedAt" label="Date" />
        </div>
        <TextField
          name="readTime"
          label="Read time (min)"
          inputMode="numeric"
          maxLength={3}
          hint="Articles."
        />
        <TextField
          name="duration"
          label="Duration"
          maxLength={30}
          placeholder="25 min"
          hint="Videos and podcasts."
        />
      </div>
      <ImageUrlField
        name="imageUrl"
        label="Image URL (optional)"
        hint="An image on this site, such as /media/gallery/photo.webp (upload photos in the Gallery tab)."
      />
      <div className="flex flex-wrap gap-x-8 gap-y-3">
        <SwitchField name="featured" label="Featured" />
        <SwitchField name="isPublished" label="Published" />
      </div>
    </>
  );
}
