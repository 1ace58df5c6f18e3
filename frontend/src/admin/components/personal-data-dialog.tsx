// 'Publish anyway?' (issue 16): the server found personal data in what is about to be published
// for the first time and stored nothing. The dialog lists every finding (the field and the text)
// and lets the owner publish anyway, keep it as a draft, or go back to the form, whose fields
// show the same findings.
import { useFormikContext, type FormikHelpers } from "formik";

import { Button } from "@/components/ui/button";

import { fieldName, findingText, type PersonalDataWarning } from "../lib/personal-data";
import { ModalDialog } from "./modal-dialog";

export function FindingsList({
  warnings,
  id,
}: {
  warnings: readonly PersonalDataWarning[];
  id?: string;
}) {
  return (
    <ul id={id} className="space-y-2 text-sm" data-testid="personal-data-findings">
      {warnings.map((warning, index) => (
        <li
          key={`${warning.field}-${warning.kind}-${warning.text}-${index}`}
          className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 break-words text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <span className="font-semibold">{fieldName(warning.field)}:</span> {findingText(warning)}
        </li>
      ))}
    </ul>
  );
}

export function PublishAnywayDialog({
  warnings,
  busy = false,
  onPublish,
  onKeepDraft,
  onCancel,
}: {
  /** The findings; null: the dialog is closed. */
  warnings: readonly PersonalDataWarning[] | null;
  busy?: boolean;
  onPublish: () => void;
  onKeepDraft: () => void;
  onCancel: () => void;
}) {
  const count = warnings?.length ?? 0;
  return (
    <ModalDialog
      open={warnings !== null}
      title="Publish anyway?"
      description={`This may share personal data with everyone who visits: ${count} ${
        count === 1 ? "thing was" : "things were"
      } found. Nothing has been saved yet.`}
      onClose={onCancel}
      closeButton={false}
      busy={busy}
      size="narrow"
    >
      <FindingsList warnings={warnings ?? []} />
      <div className="flex flex-wrap justify-end gap-3 pt-4">
        <Button variant="outline" size="sm" onClick={onCancel} disabled={busy}>
          Go back
        </Button>
        <Button variant="secondary" size="sm" onClick={onKeepDraft} disabled={busy}>
          Keep as draft
        </Button>
        <Button variant="danger" size="sm" onClick={onPublish} disabled={busy}>
          Publish anyway
        </Button>
      </div>
    </ModalDialog>
  );
}

export type PublishAnswer = { confirmPersonalData?: boolean; isPublished?: boolean };

/** 'Publish anyway?' inside a dialog that is already open (an upload, a photo's edit): the
 * findings, and the owner's two answers (going back is the dialog's own Cancel). */
export function PublishAnywayPanel({
  warnings,
  busy,
  onAnswer,
}: {
  warnings: readonly PersonalDataWarning[];
  busy: boolean;
  onAnswer: (answer: PublishAnswer) => void;
}) {
  return (
    <div role="alert" className="mb-4 space-y-3" aria-label="Publish anyway?">
      <p className="text-sm font-semibold text-amber-900 dark:text-amber-200">
        Publish anyway? This may share personal data. Nothing has been saved yet.
      </p>
      <FindingsList warnings={warnings} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={() => onAnswer({ isPublished: false })}
        >
          Keep as draft
        </Button>
        <Button
          variant="danger"
          size="sm"
          disabled={busy}
          onClick={() => onAnswer({ confirmPersonalData: true })}
        >
          Publish anyway
        </Button>
      </div>
    </div>
  );
}

/** PublishAnywayPanel inside a Formik form whose save was held back (`held`): an answer clears
 * it and saves the form's values again with the answer. */
export function HeldSavePanel<V>({
  held,
  onClear,
  save,
}: {
  held: readonly PersonalDataWarning[] | null;
  onClear: () => void;
  save: (values: V, helpers: FormikHelpers<V>, answer: PublishAnswer) => Promise<void>;
}) {
  const form = useFormikContext<V>();
  if (!held) return null;
  return (
    <PublishAnywayPanel
      warnings={held}
      busy={form.isSubmitting}
      onAnswer={async (answer) => {
        onClear();
        form.setSubmitting(true);
        await save(form.values, form, answer);
        form.setSubmitting(false);
      }}
    />
  );
}
