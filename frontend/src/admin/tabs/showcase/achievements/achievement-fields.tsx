// The achievement form's fields. The certificate is its own part (CertificateField), so another
// kind of certificate (a PDF) can be offered beside the picture there.
import { DateField } from "../../../components/editor-fields";
import { SwitchField, TextAreaField, TextField } from "../../../components/form-controls";
import { ImageUrlField } from "../../../components/image-url-field";

/** The certificate visitors open with 'View Certificate': a picture, uploaded through the
 * gallery's safe pipeline (re-encoded, metadata stripped, kept out of the public gallery) or
 * chosen from it. */
export function CertificateField() {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-900 dark:text-white">Certificate</legend>
      <ImageUrlField
        name="imageUrl"
        label="Certificate picture (optional)"
        hint="A photo or scan of the certificate. Upload one here, or choose a photo from the gallery."
        pictures={{ category: "achievements", titleName: "title" }}
      />
    </fieldset>
  );
}

export function AchievementFields() {
  return (
    <>
      <TextField name="title" label="Title" maxLength={200} autoComplete="off" required />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          name="issuer"
          label="Issuer"
          maxLength={100}
          autoComplete="off"
          hint="Who gave it, e.g. UK Mathematics Trust."
        />
        <DateField name="date" label="Date" required hint="When it was awarded." />
      </div>
      <TextField
        name="category"
        label="Category"
        maxLength={50}
        autoComplete="off"
        hint="For example Academic, Leadership or Sport."
      />
      <TextAreaField
        name="description"
        label="Description"
        rows={3}
        maxLength={2000}
        required
        hint="What it was for, in a sentence or two."
      />
      <CertificateField />
      <SwitchField name="isPublished" label="Published" />
    </>
  );
}
