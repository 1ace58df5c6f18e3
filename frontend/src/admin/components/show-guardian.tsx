// 'Show my guardian' on a contact message (the inbox) or a testimonial (the testimonials tab):
// the owner types a note and the server e-mails the item to the guardian's address (the site
// profile's, apps/guardian/forwards.py). No guardian set: the dialog says so and sends nothing.
// The server bounds it (once an hour per item, 10 a day) and its refusals are shown as it words
// them.
import { ShieldQuestion } from "lucide-react";
import { useId, useState, type FormEvent } from "react";

import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import type { Schemas } from "@/lib/api-schemas";

import { serverMessage, useOwnerData, useOwnerWrite } from "../api/owner-data";
import { failureCause } from "../lib/failure";
import { DialogActions, inputClass, labelClass } from "./form-controls";
import { ModalDialog } from "./modal-dialog";
import { RelativeTime } from "./relative-time";

/** The owner's profile, where the guardian's address lives (the Profile tab edits it). */
const PROFILE_PATH = "/api/admin/profile";
type OwnerProfile = Schemas["OwnerProfile"];
type Shown = Schemas["ShownToGuardian"];

export const NOTE_MAX = 1000;

export const NO_GUARDIAN =
  "No guardian is set, so this cannot be sent. Add your guardian's e-mail address in the Profile tab (Protections) first.";

/** Whether a guardian is set: undefined while the profile loads. */
export function guardianIsSet(profile: Pick<OwnerProfile, "guardianEmail"> | undefined) {
  if (!profile) return undefined;
  return Boolean(profile.guardianEmail?.trim());
}

/** What is wrong with a note, or null (the server checks the same). */
export function noteProblem(note: string): string | null {
  return note.length > NOTE_MAX ? `Keep the note to ${NOTE_MAX} characters or fewer` : null;
}

/** Why sending failed, in the server's words where it gave them (no guardian, shown within
 * the hour, the day's limit, the mail server), else the panel's usual cause. */
export function showFailure(error: unknown): string {
  if (error instanceof ApiError && [400, 409, 429, 503].includes(error.status)) {
    const words = serverMessage(error);
    if (words) return words;
  }
  return failureCause(error) ?? "The e-mail could not be sent. Please try again.";
}

export function ShowGuardianButton({
  path,
  listPath,
  what,
  shownAt,
}: {
  /** The item's own address, e.g. /api/contact-messages/<id>. */
  path: string;
  /** The list to read again once it is sent (it says when it was shown). */
  listPath: string;
  /** "message" or "testimonial", for the words. */
  what: string;
  shownAt?: string | null;
}) {
  const { toast } = useToast();
  const { data: profile } = useOwnerData<OwnerProfile>(PROFILE_PATH);
  const write = useOwnerWrite(listPath);
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();
  const guardian = guardianIsSet(profile);

  const close = () => {
    setOpen(false);
    setError(null);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const problem = noteProblem(note);
    if (problem) return setError(problem);
    setSending(true);
    try {
      await write<Shown>("POST", `${path}/show-guardian`, { note });
      setNote("");
      close();
      toast({ title: "Sent to your guardian", description: `They can now read this ${what}.` });
    } catch (failure) {
      setError(showFailure(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button variant="outline" size="xs" icon={ShieldQuestion} onClick={() => setOpen(true)}>
        Show my guardian
      </Button>
      {shownAt && (
        <span
          data-testid="shown-to-guardian"
          className="self-center text-sm text-slate-600 dark:text-slate-400"
        >
          Shown to your guardian <RelativeTime iso={shownAt} />
        </span>
      )}
      <ModalDialog
        open={open}
        title="Show my guardian"
        description={
          guardian === false
            ? NO_GUARDIAN
            : `Your guardian is e-mailed this ${what}, who sent it and your note. The sender is not told.`
        }
        onClose={sending ? undefined : close}
        size="narrow"
      >
        {guardian === false ? (
          <div className="flex justify-end pt-2">
            <Button variant="outline" size="sm" onClick={close}>
              OK
            </Button>
          </div>
        ) : (
          <form onSubmit={(event) => void send(event)} noValidate className="space-y-3">
            <div>
              <label htmlFor={`${id}-note`} className={labelClass}>
                A note for your guardian (optional)
              </label>
              <textarea
                id={`${id}-note`}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                rows={4}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                className={inputClass}
                placeholder="For example: this message worried me, what should I do?"
              />
              <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                {note.length} / {NOTE_MAX}
              </p>
            </div>
            {error && (
              <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-400">
                {error}
              </p>
            )}
            <DialogActions
              onCancel={close}
              cancelDisabled={sending}
              submit={{
                label: "Send to my guardian",
                pendingLabel: "Sending...",
                busy: sending || guardian === undefined,
              }}
            />
          </form>
        )}
      </ModalDialog>
    </>
  );
}
