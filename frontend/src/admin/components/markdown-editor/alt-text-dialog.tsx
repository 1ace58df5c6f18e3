// The picture is uploaded: what it shows, in words, for people who cannot see it. Required (a
// picture in a post is content, never decoration); nothing is suggested for the owner, since
// only they know what matters in it.
import { useId, useState } from "react";

import { Button } from "@/components/ui/button";

import { DialogActions, inputClass, labelClass } from "../form-controls";
import { ModalDialog } from "../modal-dialog";

export const ALT_REQUIRED = "Alt text is required";

export function AltTextDialog({
  url,
  onInsert,
  onCancel,
}: {
  /** The uploaded picture's address, or null while no dialog is open. */
  url: string | null;
  onInsert: (alt: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [alt, setAlt] = useState("");
  const [error, setError] = useState(false);

  const close = (then: () => void) => {
    setAlt("");
    setError(false);
    then();
  };
  // Not a <form>: the dialog sits inside the editor's own form, and Enter must not submit it.
  const submit = () => {
    if (!alt.trim()) {
      setError(true);
      return;
    }
    const given = alt.trim();
    close(() => onInsert(given));
  };

  return (
    <ModalDialog
      open={url !== null}
      title="Describe the picture"
      description="Alt text is read out to people who cannot see the picture, and shown when it cannot load."
      onClose={() => close(onCancel)}
      size="narrow"
    >
      <div className="mt-4 space-y-4">
        {url && (
          <img
            src={url}
            alt=""
            className="max-h-40 w-full rounded-lg bg-slate-100 object-contain dark:bg-slate-800"
          />
        )}
        <div>
          <label htmlFor={`${id}-alt`} className={labelClass}>
            Alt text
          </label>
          <input
            id={`${id}-alt`}
            type="text"
            value={alt}
            maxLength={200}
            required
            // The one field of a dialog just opened: a modal dialog focuses its autofocus control.
            // eslint-disable-next-line jsx-a11y/no-autofocus -- where the owner types next
            autoFocus
            aria-invalid={error}
            aria-describedby={error ? `${id}-error` : undefined}
            onKeyDown={(event) => {
              if (event.key !== "Enter") return;
              event.preventDefault();
              submit();
            }}
            onChange={(event) => {
              setAlt(event.target.value);
              if (event.target.value.trim()) setError(false);
            }}
            className={inputClass}
          />
          {error && (
            <p
              id={`${id}-error`}
              role="alert"
              className="mt-1 text-sm text-red-700 dark:text-red-400"
            >
              {ALT_REQUIRED}
            </p>
          )}
        </div>
        <DialogActions onCancel={() => close(onCancel)}>
          <Button size="sm" weight="medium" onClick={submit}>
            Insert picture
          </Button>
        </DialogActions>
      </div>
    </ModalDialog>
  );
}
