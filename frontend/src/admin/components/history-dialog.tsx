// A writing session's History (the blog's posts, the personal statement's drafts): the
// revisions (kind, author, time, size), one compared line by line with the text in the editor,
// and 'Restore this version' (asked first; a new save). The text in the editor is kept in
// History before it is replaced: what is still waiting to be autosaved is sent first, and
// nothing is restored while the server lacks it.
import { ArrowLeft, RotateCcw } from "lucide-react";
import { useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { formatCount, formatUsLongDateTime } from "@/lib/format";

import type { Autosaver } from "../lib/autosave";
import { failureToast } from "../lib/failure";
import {
  useForgetRevisions,
  useRevision,
  useRevisions,
  type RevisionSummary,
} from "../lib/revisions";
import { DiffView } from "./diff-view";
import { ModalDialog } from "./modal-dialog";
import { RelativeTime } from "./relative-time";

/** A revision with its texts: the fields the dialog compares. */
export type RevisionDetail = RevisionSummary & Record<string, unknown>;

export type HistoryField = { key: string; label: string };

const NOT_KEPT =
  "The text in the editor is not saved yet, so it could not be kept in History: nothing was restored. Check your connection and try again.";

const KIND_WORDS: Record<RevisionSummary["kind"], string> = {
  autosave: "Autosave",
  save: "Saved",
  publish: "Published",
};

function RevisionList({
  rows,
  chosen,
  onChoose,
}: {
  rows: RevisionSummary[];
  chosen: string | null;
  onChoose: (id: string) => void;
}) {
  return (
    <ul aria-label="Revisions" className="space-y-1.5">
      {rows.map((row) => (
        <li key={row.id}>
          <button
            type="button"
            aria-current={row.id === chosen ? "true" : undefined}
            onClick={() => onChoose(row.id)}
            className="w-full rounded-lg border border-slate-200 px-3 py-2 text-left text-sm hover:bg-slate-50 aria-[current=true]:border-accent-600 aria-[current=true]:bg-accent-50/60 dark:border-slate-800 dark:hover:bg-slate-800 dark:aria-[current=true]:border-accent-300 dark:aria-[current=true]:bg-accent-800/20"
          >
            <span className="font-semibold text-slate-900 dark:text-white">
              {KIND_WORDS[row.kind]}
            </span>{" "}
            <RelativeTime iso={row.createdAt} className="text-slate-700 dark:text-slate-300" />
            <span className="block text-xs text-slate-600 dark:text-slate-400">
              {row.author ?? "Unknown"} · {formatCount(row.size)} characters
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function Comparison({
  revision,
  fields,
  current,
  question,
  onRestore,
  restoring,
}: {
  revision: RevisionDetail;
  fields: readonly HistoryField[];
  current: Record<string, string>;
  question: (when: string) => string;
  onRestore: () => void;
  restoring: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  const when = formatUsLongDateTime(revision.createdAt);
  const ask = () => {
    setAsking(true);
    window.requestAnimationFrame(() => confirm.current?.focus());
  };
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {KIND_WORDS[revision.kind]} version of {when}, compared with the text in the editor.
      </p>
      {fields.map(({ key, label }) => (
        <DiffView
          key={key}
          label={label}
          before={String(revision[key] ?? "")}
          after={current[key] ?? ""}
        />
      ))}
      {asking ? (
        <div
          role="alertdialog"
          aria-label="Restore this version?"
          className="rounded-lg border border-warm-400 bg-warm-100 p-3 text-sm text-slate-900 dark:border-warm-800 dark:bg-slate-800 dark:text-slate-100"
        >
          <p>{question(when)} The text in the editor stays in History.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="outline" size="xs" weight="medium" onClick={() => setAsking(false)}>
              Cancel
            </Button>
            <Button
              ref={confirm}
              size="xs"
              weight="medium"
              onClick={onRestore}
              disabled={restoring}
            >
              {restoring ? "Restoring..." : "Restore"}
            </Button>
          </div>
        </div>
      ) : (
        <Button size="sm" icon={RotateCcw} onClick={ask}>
          Restore this version
        </Button>
      )}
    </div>
  );
}

export function HistoryDialog<T extends RevisionDetail>({
  open,
  path,
  fields,
  current,
  autosaver,
  question,
  restore: putBack,
  description,
  onClose,
}: {
  open: boolean;
  /** Where the revisions are, e.g. /api/statements/{id}/revisions. */
  path: string;
  /** The texts compared, in order. */
  fields: readonly HistoryField[];
  /** The editor's texts, by field. */
  current: Record<string, string>;
  /** The editor's autosave: flushed before a restore, which waits until the server has it. */
  autosaver: Pick<Autosaver<unknown>, "flush" | "unsaved">;
  /** The confirmation's words, before "The text in the editor stays in History." */
  question: (when: string) => string;
  /** Ask the server to restore `revision` and put its texts in the editor; throws on failure. */
  restore: (revision: T) => Promise<void>;
  description: string;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const list = useRevisions<RevisionSummary>(open ? path : null);
  const [chosen, setChosen] = useState<string | null>(null);
  const revision = useRevision<T>(open ? path : null, chosen);
  const [restoring, setRestoring] = useState(false);
  const comparison = useRef<HTMLDivElement>(null);
  // On a phone the list gives way to the comparison: the focus goes there too.
  const choose = (id: string) => {
    setChosen(id);
    window.requestAnimationFrame(() => comparison.current?.focus());
  };

  const forgetRevisions = useForgetRevisions();
  const close = () => {
    setChosen(null);
    forgetRevisions(path);
    onClose();
  };

  const restore = async () => {
    const detail = revision.data;
    if (!detail) return;
    setRestoring(true);
    try {
      // The text in the editor is kept in History before it is replaced: what is still waiting
      // to be autosaved is sent now, and nothing is restored while the server lacks it.
      await autosaver.flush();
      if (autosaver.unsaved) {
        toast({ title: "Error", description: NOT_KEPT, variant: "destructive" });
        return;
      }
      await putBack(detail);
      toast({
        title: "Success",
        description: `Restored the version of ${formatUsLongDateTime(detail.createdAt)}.`,
      });
      close();
    } catch (failure) {
      toast(failureToast(failure, "Failed to restore this version."));
    } finally {
      setRestoring(false);
    }
  };

  let body;
  if (list.error && !list.data) {
    body = (
      <p role="alert">The history could not be loaded. Check your connection and try again.</p>
    );
  } else if (!list.data) {
    body = <p role="status">Loading the history…</p>;
  } else if (list.data.length === 0) {
    body = <p>No revisions yet: every save keeps one.</p>;
  } else {
    body = (
      <div className="grid gap-4 md:grid-cols-[16rem_minmax(0,1fr)]">
        <div className={chosen ? "hidden md:block" : ""}>
          <RevisionList rows={list.data} chosen={chosen} onChoose={choose} />
        </div>
        <div
          ref={comparison}
          tabIndex={-1}
          className={`outline-none ${chosen ? "" : "hidden md:block"}`}
        >
          {chosen && (
            <Button
              variant="ghost"
              size="text"
              weight="medium"
              icon={ArrowLeft}
              onClick={() => setChosen(null)}
              className="mb-3 md:hidden"
            >
              All revisions
            </Button>
          )}
          {!chosen && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Choose a revision to compare it with the text in the editor.
            </p>
          )}
          {chosen && !revision.data && <p role="status">Loading this version…</p>}
          {revision.data && (
            <Comparison
              key={revision.data.id}
              revision={revision.data}
              fields={fields}
              current={current}
              question={question}
              onRestore={() => void restore()}
              restoring={restoring}
            />
          )}
        </div>
      </div>
    );
  }

  return (
    <ModalDialog
      open={open}
      title="History"
      description={description}
      onClose={close}
      busy={restoring}
      size="full"
    >
      {body}
    </ModalDialog>
  );
}
