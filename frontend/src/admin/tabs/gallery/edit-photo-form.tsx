// Editing one photo's title, caption, category and whether it is shown.
import { Form, Formik } from "formik";

import { useToast } from "@/components/ui/toast";

import { GALLERY_CATEGORIES, useGalleryWrites, type GalleryItem } from "../../api/gallery";
import { DialogActions } from "../../components/form-controls";
import { serverFieldErrors } from "../../lib/editor";
import { failureToast } from "../../lib/failure";
import { savedToast, warningsOf } from "../../lib/personal-data";
import { useHeldFormSave } from "../../lib/use-held-save";
import { HeldSavePanel } from "../../components/personal-data-dialog";
import { PhotoImage } from "../../components/photo-image";

import { PHOTO_DETAIL_FIELDS, PhotoFields, photoDetails, type PhotoDetails } from "./photo-fields";
import { editSchema } from "./schemas";

export type EditValues = PhotoDetails;

export function EditPhotoForm({ item, onDone }: { item: GalleryItem; onDone: () => void }) {
  const writes = useGalleryWrites();
  const { toast } = useToast();
  const initial: EditValues = {
    title: item.title,
    caption: item.caption ?? "",
    category: item.category,
    isPublished: item.isPublished,
  };

  // Showing a photo whose title or caption holds personal data asks first (issue 16).
  const held = useHeldFormSave<EditValues>({
    fields: PHOTO_DETAIL_FIELDS,
    send: async (values, _helpers, answer) => {
      const saved = await writes.update(item.id, { ...photoDetails(values), ...answer });
      toast(savedToast("Gallery item updated successfully!", warningsOf(saved)));
      onDone();
    },
    onFailure: (err, _values, helpers) => {
      helpers.setErrors(serverFieldErrors<EditValues>(err, PHOTO_DETAIL_FIELDS).errors);
      toast(failureToast(err, "Failed to update gallery item"));
    },
  });

  return (
    <Formik initialValues={initial} validationSchema={editSchema} onSubmit={held.submit}>
      {({ isSubmitting }) => (
        <Form noValidate className="space-y-4">
          <HeldSavePanel held={held} />
          <PhotoImage
            item={item}
            sizes="(min-width: 640px) 448px, 90vw"
            eager
            className="aspect-[16/9] w-full rounded-xl"
          />
          <PhotoFields categories={GALLERY_CATEGORIES} captionRows={3} />
          <DialogActions
            onCancel={onDone}
            submit={{ busy: isSubmitting, label: "Update Photo", pendingLabel: "Saving..." }}
          />
        </Form>
      )}
    </Formik>
  );
}
