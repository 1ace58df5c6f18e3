// Editing one photo's title, caption, category and whether it is shown.
import { Form, Formik, type FormikHelpers } from "formik";

import { useToast } from "@/components/ui/toast";

import { GALLERY_CATEGORIES, useGalleryWrites, type GalleryItem } from "../../api/gallery";
import { SelectField, SwitchField, TextAreaField, TextField } from "../../components/form-controls";
import { serverFieldErrors } from "../../lib/editor";
import { failureToast } from "../../lib/failure";
import { PhotoImage } from "../../components/photo-image";

import { categoryOptions, editSchema } from "./schemas";

export type EditValues = { title: string; caption: string; category: string; isPublished: boolean };

export function EditPhotoForm({ item, onDone }: { item: GalleryItem; onDone: () => void }) {
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
      toast(failureToast(err, "Failed to update gallery item"));
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
