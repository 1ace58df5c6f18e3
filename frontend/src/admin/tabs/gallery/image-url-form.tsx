// Adding a photo by the address of an image already on this site.
import { Form, Formik, type FormikHelpers } from "formik";

import { useToast } from "@/components/ui/toast";

import { URL_FORM_CATEGORIES, useGalleryWrites, type GalleryItem } from "../../api/gallery";
import { SelectField, SwitchField, TextAreaField, TextField } from "../../components/form-controls";
import { ImageUrlField } from "../../components/image-url-field";
import { serverFieldErrors } from "../../lib/editor";
import { failureToast } from "../../lib/failure";

import { categoryOptions, urlSchema } from "./schemas";

export type UrlValues = {
  title: string;
  caption: string;
  imageUrl: string;
  category: string;
  isPublished: boolean;
};

export const URL_INITIAL: UrlValues = {
  title: "",
  caption: "",
  imageUrl: "",
  category: "general",
  isPublished: true,
};

export function ImageUrlForm({ onDone }: { onDone: () => void }) {
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
      toast(failureToast(err, "Failed to create gallery item"));
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
