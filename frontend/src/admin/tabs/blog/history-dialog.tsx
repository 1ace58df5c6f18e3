// A post's History: its revisions (kind, author, time, size), one compared line by line with
// the text in the editor, and 'Restore this version' (asked first; a new save of the post).
import { useFormikContext } from "formik";
import { ArrowLeft, RotateCcw } from "lucide-react";
import { useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { formatCount, formatUsLongDateTime } from "@/lib/format";

import { ModalDialog } from "../../components/modal-dialog";
import { RelativeTime } from "../../components/relative-time";
import { failureToast } from "../../lib/failure";
import { DiffView } from "./diff-view";
import type { BlogFormValues } from "./schema";
import {
  useForgetRevisions,
  useRevision,
  useRevisions,
  useWritingRequests,
  type Revision,
  type RevisionDetail,
} from "./writing-api";
import type { WritingSession } from "./writing-session";

const NOT_KEPT =
  "The text in the editor is not saved yet, so it could not be kept in History: nothing was restored. Check your connection and try again.";

const KIND_WORDS: Record<Revision["kind"], string> = {
  autosave: "Autosave",
  save: "Saved",
  publish: "Published",
};

function RevisionList({
  rows,
  chosen,
  onChoose,
}: {
  rows: Revision[];
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
  current,
  onRestore,
  restoring,
}: {
  revision: RevisionDetail;
  current: BlogFormValues;
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
      <DiffView label="Title" before={revision.title} after={current.title} />
      <DiffView label="Excerpt" before={revision.excerpt} after={current.excerpt} />
      <DiffView label="Content" before={revision.content} after={current.content} />
      {asking ? (
        <div
          role="alertdialog"
          aria-label="Restore this version?"
          className="rounded-lg border border-warm-400 bg-warm-100 p-3 text-sm text-slate-900 dark:border-warm-800 dark:bg-slate-800 dark:text-slate-100"
        >
          <p>
            Restore the version of {when}? The post&apos;s title, excerpt and content become this
            version&apos;s, as a new save (visitors see it at once if the post is published). The
            text in the editor stays in History.
          </p>
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

export function HistoryDialog({
  open,
  postId,
  session,
  onClose,
}: {
  open: boolean;
  postId: string;
  session: WritingSession;
  onClose: () => void;
}) {
  const { values, setValues } = useFormikContext<BlogFormValues>();
  const { toast } = useToast();
  const { restoreRevision } = useWritingRequests();
  const list = useRevisions(open ? postId : null);
  const [chosen, setChosen] = useState<string | null>(null);
  const revision = useRevision(open ? postId : null, chosen);
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
    forgetRevisions(postId);
    onClose();
  };

  const restore = async () => {
    const detail = revision.data;
    if (!detail) return;
    setRestoring(true);
    try {
      // The text in the editor is kept in History before it is replaced: what is still waiting
      // to be autosaved is sent now, and nothing is restored while the server lacks it.
      await session.autosaver.flush();
      if (session.autosaver.unsaved) {
        toast({ title: "Error", description: NOT_KEPT, variant: "destructive" });
        return;
      }
      const post = await restoreRevision(postId, detail.id, session.version);
      const restored: BlogFormValues = {
        ...values,
        title: post.title,
        excerpt: post.excerpt,
        content: post.contentSource,
        ...("contentFormat" in values ? { contentFormat: post.contentFormat } : {}),
        postId: post.id,
        version: post.version,
      };
      session.restored(post, restored);
      await setValues(restored, false);
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
              current={values}
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
      description="Every save keeps a version: the newest autosaves, the saves and every published version."
      onClose={close}
      busy={restoring}
      size="full"
    >
      {body}
    </ModalDialog>
  );
}
