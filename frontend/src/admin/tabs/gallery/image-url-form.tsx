// Adding a photo by the address of an image already on this site.
import { Form, Formik } from "formik";

import { useToast } from "@/components/ui/toast";

import { URL_FORM_CATEGORIES, useGalleryWrites } from "../../api/gallery";
import { DialogActions } from "../../components/form-controls";
import { ImageUrlField } from "../../components/image-url-field";
import { serverFieldErrors } from "../../lib/editor";
import { failureToast } from "../../lib/failure";
import { savedToast, warningsOf } from "../../lib/personal-data";
import { useHeldFormSave } from "../../lib/use-held-save";
import { HeldSavePanel } from "../../components/personal-data-dialog";

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

  // Adding a published photo whose title or caption holds personal data asks first (issue 16).
  const held = useHeldFormSave<UrlValues>({
    fields: PHOTO_DETAIL_FIELDS,
    send: async (values, _helpers, answer) => {
      const saved = await writes.create({
        ...photoDetails(values),
        imageUrl: values.imageUrl.trim(),
        ...answer,
      });
      toast(savedToast("Gallery item created successfully!", warningsOf(saved)));
      onDone();
    },
    onFailure: (err, _values, helpers) => {
      helpers.setErrors(
        serverFieldErrors<UrlValues>(err, [...PHOTO_DETAIL_FIELDS, "imageUrl"]).errors,
      );
      toast(failureToast(err, "Failed to create gallery item"));
    },
  });

  return (
    <Formik initialValues={URL_INITIAL} validationSchema={urlSchema} onSubmit={held.submit}>
      {({ isSubmitting }) => (
        <Form noValidate className="space-y-4">
          <HeldSavePanel held={held} />
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
