// The achievement form's fields. The certificate is its own part (CertificateField): a picture,
// a PDF, or both (the picture is then the card's and the PDF is what 'View Certificate' opens).
import { useField, useFormikContext } from "formik";
import { FileText, Trash2 } from "lucide-react";

import { Button } from "@/components/ui/button";

import { DateField } from "../../../components/editor-fields";
import { FileUploadButton } from "../../../components/file-upload-button";
import {
  FieldError,
  SwitchField,
  TextAreaField,
  TextField,
} from "../../../components/form-controls";
import { ImageUrlField } from "../../../components/image-url-field";
import type { AchievementFormValues } from "./schema";

/** The certificate as a PDF: uploaded through the documents' pipeline (a clean copy without
 * its author or other metadata is stored), opened by visitors in a new tab. */
function CertificatePdf() {
  const [{ value }, , { setValue }] = useField<string>("certificateUrl");
  const { values } = useFormikContext<AchievementFormValues>();
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-700 dark:text-slate-300">
        Certificate PDF (optional)
      </p>
      {value ? (
        <div className="flex flex-wrap items-center gap-3">
          <a
            href={value}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-accent-700 hover:underline dark:text-accent-300"
          >
            <FileText aria-hidden="true" className="size-4" />
            Open the certificate PDF
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          <Button
            variant="dangerOutline"
            size="xs"
            weight="medium"
            icon={Trash2}
            onClick={() => void setValue("")}
          >
            Remove PDF
          </Button>
        </div>
      ) : (
        <FileUploadButton
          kinds={["pdf"]}
          label="Upload certificate PDF"
          icon={FileText}
          titleFor={() => values.title.trim() || "Certificate"}
          successHint="Save the achievement to keep it."
          onUploaded={async (file) => {
            await setValue(file.url);
          }}
        />
      )}
      <FieldError name="certificateUrl" />
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Visitors open it in a new tab with &lsquo;View Certificate&rsquo;. Its author and other
        hidden details are removed when it is uploaded.
      </p>
    </div>
  );
}

/** The certificate visitors open with 'View Certificate': a picture, uploaded through the
 * gallery's safe pipeline (re-encoded, metadata stripped, kept out of the public gallery) or
 * chosen from it, and/or a PDF. */
export function CertificateField() {
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-semibold text-slate-900 dark:text-white">Certificate</legend>
      <ImageUrlField
        name="imageUrl"
        label="Certificate picture (optional)"
        hint="A photo or scan of the certificate. Upload one here, or choose a photo from the gallery."
        pictures={{ category: "achievements", titleName: "title" }}
      />
      <CertificatePdf />
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
