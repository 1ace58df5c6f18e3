// 'Publish anyway?' (issue 16): the server found personal data in what is about to be published
// for the first time and stored nothing. The dialog lists every finding (the field and the text)
// and lets the owner publish anyway, keep it as a draft, or go back to the form, whose fields
// show the same findings.
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

/** The props a held save gives the question: its findings (null: nothing is held), whether its
 * answer is on its way, and the owner's answers. */
export type HeldQuestion = {
  warnings: readonly PersonalDataWarning[] | null;
  busy: boolean;
  publish: () => void;
  keepDraft: () => void;
  cancel: () => void;
};

/** 'Publish anyway?' inside a dialog that is already open (an upload, a photo's edit), for a
 * held save (useHeldSave): the findings, and the owner's two answers (going back is the
 * dialog's own Cancel). */
export function HeldSavePanel({ held }: { held: HeldQuestion }) {
  if (!held.warnings) return null;
  return (
    <div role="alert" className="mb-4 space-y-3" aria-label="Publish anyway?">
      <p className="text-sm font-semibold text-amber-900 dark:text-amber-200">
        Publish anyway? This may share personal data. Nothing has been saved yet.
      </p>
      <FindingsList warnings={held.warnings} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" size="sm" disabled={held.busy} onClick={held.keepDraft}>
          Keep as draft
        </Button>
        <Button variant="danger" size="sm" disabled={held.busy} onClick={held.publish}>
          Publish anyway
        </Button>
      </div>
    </div>
  );
}

/** The 'Publish anyway?' dialog for a held save (useHeldSave); `keepDraft` overrides its
 * answer where keeping a draft sends nothing (the gallery's eye toggle). */
export function HeldSaveDialog({
  held,
  keepDraft,
}: {
  held: HeldQuestion;
  keepDraft?: () => void;
}) {
  return (
    <PublishAnywayDialog
      warnings={held.warnings}
      busy={held.busy}
      onPublish={held.publish}
      onKeepDraft={keepDraft ?? held.keepDraft}
      onCancel={held.cancel}
    />
  );
}
