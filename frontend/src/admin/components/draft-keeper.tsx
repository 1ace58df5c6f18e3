import { useFormikContext } from "formik";
import { History } from "lucide-react";
import { useEffect, useRef } from "react";

import { formatUsLongDateTime } from "@/lib/format";

import { clearDraft, writeDraft, type Draft } from "../lib/drafts";
import { useSession } from "../lib/session";

/**
 * Inside a Formik form: keeps its unsaved values on this device as the owner types (and forgets
 * them once the form matches what is saved again), and applies `restore` once when the form
 * mounts. Paused while a draft is waiting to be restored into another form.
 *
 * When the session ends (another tab signed out, and forgot the drafts it could see; a refresh
 * was refused), the values are written again: this tab still holds the text, and the owner gets
 * it back after signing in, even through a reload or the login page.
 */
export function DraftKeeper<V>({
  name,
  editingId,
  restore,
  paused = false,
  onRestored,
}: {
  name: string;
  editingId: string | null;
  restore: Draft<V> | null;
  paused?: boolean;
  onRestored: () => void;
}) {
  const { values, dirty, setValues } = useFormikContext<V>();
  const restoring = useRef(restore);
  const { status } = useSession();

  useEffect(() => {
    if (!restoring.current) return;
    void setValues(restoring.current.values, false);
    onRestored();
    // Runs once, when the form mounts with a draft to restore.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (paused) return;
    if (restoring.current) {
      if (!dirty) return; // the restored values have not reached the form yet
      restoring.current = null;
    }
    if (dirty) writeDraft(name, { values, editingId, savedAt: Date.now() });
    else clearDraft(name);
  }, [name, editingId, values, dirty, paused, status]);

  return null;
}

/** The note above a form whose unsaved changes came back from this device. */
export function RestoredDraftNote({
  savedAt,
  onDiscard,
}: {
  savedAt: number;
  onDiscard: () => void;
}) {
  const when = formatUsLongDateTime(new Date(savedAt).toISOString());
  return (
    <div
      role="status"
      className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-warm-400 bg-warm-100 p-3 text-sm text-slate-800 dark:border-warm-800 dark:bg-slate-800 dark:text-slate-100"
    >
      <History aria-hidden="true" className="size-4 shrink-0" />
      <span className="flex-1">Unsaved changes from {when} were restored from this device.</span>
      <button
        type="button"
        onClick={onDiscard}
        className="font-semibold text-red-700 underline hover:no-underline dark:text-red-300"
      >
        Discard changes
      </button>
    </div>
  );
}
