// Adding a photo by the address of an image already on this site.
import { Form, Formik, type FormikHelpers } from "formik";
import { useState } from "react";

import { useToast } from "@/components/ui/toast";

import { URL_FORM_CATEGORIES, useGalleryWrites } from "../../api/gallery";
import { DialogActions } from "../../components/form-controls";
import { ImageUrlField } from "../../components/image-url-field";
import { serverFieldErrors } from "../../lib/editor";
import { failureToast } from "../../lib/failure";
import {
  confirmationNeeded,
  fieldWarnings,
  savedToast,
  warningsOf,
  type PersonalDataWarning,
} from "../../lib/personal-data";
import { HeldSavePanel, type PublishAnswer } from "../../components/personal-data-dialog";

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
  const [held, setHeld] = useState<PersonalDataWarning[] | null>(null);

  const save = async (
    values: UrlValues,
    helpers: FormikHelpers<UrlValues>,
    answer: PublishAnswer = {},
  ) => {
    try {
      const saved = await writes.create({
        ...photoDetails(values),
        imageUrl: values.imageUrl.trim(),
        ...answer,
      });
      toast(savedToast("Gallery item created successfully!", warningsOf(saved)));
      onDone();
    } catch (err) {
      const refused = confirmationNeeded(err);
      if (refused) {
        helpers.setErrors(fieldWarnings(refused, PHOTO_DETAIL_FIELDS));
        setHeld(refused);
        return;
      }
      helpers.setErrors(
        serverFieldErrors<UrlValues>(err, [...PHOTO_DETAIL_FIELDS, "imageUrl"]).errors,
      );
      toast(failureToast(err, "Failed to create gallery item"));
    }
  };

  const onSubmit = (values: UrlValues, helpers: FormikHelpers<UrlValues>) => {
    setHeld(null);
    return save(values, helpers);
  };

  return (
    <Formik initialValues={URL_INITIAL} validationSchema={urlSchema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate className="space-y-4">
          <HeldSavePanel held={held} onClear={() => setHeld(null)} save={save} />
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
