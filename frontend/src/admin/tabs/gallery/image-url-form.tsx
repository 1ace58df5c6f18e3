// Adding a photo by the address of an image already on this site.
import { Form, Formik, type FormikHelpers } from "formik";

import { useToast } from "@/components/ui/toast";

import { URL_FORM_CATEGORIES, useGalleryWrites } from "../../api/gallery";
import { DialogActions } from "../../components/form-controls";
import { ImageUrlField } from "../../components/image-url-field";
import { serverFieldErrors } from "../../lib/editor";
import { failureToast } from "../../lib/failure";

import { PHOTO_DETAIL_FIELDS, PhotoFields, photoDetails, type PhotoDetails } from "./photo-fields";
import { urlSchema } from "./schemas";

export type UrlValues = PhotoDetails & { imageUrl: string };

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
      await writes.create({ ...photoDetails(values), imageUrl: values.imageUrl.trim() });
      toast({ title: "Success", description: "Gallery item created successfully!" });
      onDone();
    } catch (err) {
      helpers.setErrors(
        serverFieldErrors<UrlValues>(err, [...PHOTO_DETAIL_FIELDS, "imageUrl"]).errors,
      );
      toast(failureToast(err, "Failed to create gallery item"));
    }
  };

  return (
    <Formik initialValues={URL_INITIAL} validationSchema={urlSchema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate className="space-y-4">
          <PhotoFields categories={URL_FORM_CATEGORIES}>
            <ImageUrlField
              name="imageUrl"
              label="Image URL"
              hint="An image already on this site, such as /media/gallery/photo.webp. To add a photo from your device, use Upload Photo."
            />
          </PhotoFields>
          <DialogActions
            onCancel={onDone}
            submit={{ busy: isSubmitting, label: "Add Image", pendingLabel: "Adding..." }}
          />
        </Form>
      )}
    </Formik>
  );
}
