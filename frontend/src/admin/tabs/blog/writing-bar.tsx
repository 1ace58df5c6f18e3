// The top of the blog form while the owner writes: the autosave's state ('Saving…', 'Saved',
// 'Offline — kept on this device'), what to do when the post changed elsewhere, the way to the
// post's History and its preview on the real page, and an autosave of a published post offered
// back. It runs the form's WritingSession (writing-session.ts): one per form, fed the values.
import { useFormikContext } from "formik";
import {
  AlertTriangle,
  Check,
  CloudOff,
  ExternalLink,
  History,
  LoaderCircle,
  PencilLine,
} from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";

import { Button, buttonClass } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { formatTime } from "@/lib/format";

import { watchServerCopy } from "../../lib/drafts";
import { useLeaveGuard } from "../../lib/leave-guard";
import type { AdminBlogPost } from "./api";
import type { AutosaveState } from "../../lib/autosave";
import { AutosaveOffer } from "./autosave-offer";
import { HistoryDialog } from "./history-dialog";
import type { BlogFormValues } from "./schema";
import { useWritingRequests } from "./writing-api";
import {
  LEAVE_WARNING,
  WritingSession,
  sameApartFromTexts,
  useSessionSlot,
} from "./writing-session";

function statusWords(state: AutosaveState, published: boolean): string {
  switch (state.state) {
    case "idle":
      return published ? "No unsaved changes" : "Drafts save themselves as you type";
    case "pending":
      return "Unsaved changes";
    case "saving":
      return "Saving…";
    case "saved":
      return published
        ? `Saved at ${formatTime(state.at)}: visitors see it once you update the post`
        : `Saved at ${formatTime(state.at)}`;
    case "offline":
      return "Offline — kept on this device";
    case "conflict":
      return state.message;
    case "failed":
      return `Not saved: ${state.message}`;
  }
}

const ICONS = {
  idle: PencilLine,
  pending: PencilLine,
  saving: LoaderCircle,
  saved: Check,
  offline: CloudOff,
  conflict: AlertTriangle,
  failed: AlertTriangle,
} as const;

const TONES = {
  idle: "text-slate-600 dark:text-slate-400",
  pending: "text-slate-700 dark:text-slate-300",
  saving: "text-slate-700 dark:text-slate-300",
  saved: "text-green-800 dark:text-green-300",
  offline: "text-warm-800 dark:text-warm-100",
  conflict: "text-red-800 dark:text-red-300",
  failed: "text-red-800 dark:text-red-300",
} as const;

/** Runs the form's session: created once per form, fed every change of its values. */
function useWritingSession(): WritingSession {
  const slot = useSessionSlot();
  const { initialValues, values, setValues } = useFormikContext<BlogFormValues>();
  const requests = useWritingRequests();
  const [session] = useState(
    () =>
      new WritingSession(initialValues, requests, (post) => {
        void setValues(
          (current) => ({ ...current, postId: post.id, version: post.version }),
          false,
        );
      }),
  );

  useEffect(() => session.setRequests(requests));

  useEffect(() => {
    slot.attach(session);
    const online = () => session.autosaver.online();
    window.addEventListener("online", online);
    return () => {
      window.removeEventListener("online", online);
      session.autosaver.stop();
      slot.detach(session);
    };
  }, [slot, session]);

  useEffect(() => {
    slot.track(values);
    session.changed(values);
  }, [slot, session, values]);

  // Signing out asks only about what the server lacks: nothing, once autosave has saved the
  // texts and nothing else was changed (admin-panel.tsx, lib/drafts.ts).
  useEffect(
    () =>
      watchServerCopy(
        "blog",
        () =>
          !session.autosaver.unsaved &&
          sameApartFromTexts(slot.values ?? initialValues, initialValues),
      ),
    [slot, session, initialValues],
  );

  useLeaveGuard(() => (session.autosaver.unsaved && !session.leaving ? LEAVE_WARNING : null));
  return session;
}

export function WritingBar({ editing }: { editing: AdminBlogPost | null }) {
  const session = useWritingSession();
  const state = useSyncExternalStore(session.subscribe, session.getState);
  const { values } = useFormikContext<BlogFormValues>();
  const [historyOpen, setHistoryOpen] = useState(false);
  const postId = values.postId;
  const published = Boolean(editing?.isPublished);
  const Icon = ICONS[state.state];

  const reload = () => {
    session.leave();
    window.location.reload();
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 dark:border-slate-800 dark:bg-slate-900">
        <p
          role="status"
          data-testid="autosave-status"
          className={`flex min-w-0 items-start gap-2 text-sm font-medium ${TONES[state.state]}`}
        >
          <Icon
            aria-hidden="true"
            className={`mt-0.5 size-4 shrink-0 ${state.state === "saving" ? "motion-safe:animate-spin" : ""}`}
          />
          <span className="min-w-0 break-words">{statusWords(state, published)}</span>
        </p>
        {postId && (
          <div className="flex shrink-0 flex-wrap gap-2">
            <Button
              variant="outline"
              size="xs"
              weight="medium"
              icon={History}
              onClick={() => setHistoryOpen(true)}
            >
              History
            </Button>
            <a
              href={paths.blogPost(postId)}
              target="_blank"
              rel="noopener"
              className={buttonClass({ variant: "outline", size: "xs", weight: "medium" })}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              Preview
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
        )}
      </div>
      {state.state === "conflict" && (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="xs" weight="medium" onClick={reload}>
            Reload
          </Button>
          {state.version !== null && (
            <Button
              variant="dangerOutline"
              size="xs"
              weight="medium"
              onClick={() => session.keepMine()}
            >
              Keep my text and save over it
            </Button>
          )}
        </div>
      )}
      {editing?.isPublished && <AutosaveOffer post={editing} />}
      {postId && (
        <HistoryDialog
          open={historyOpen}
          postId={postId}
          session={session}
          onClose={() => setHistoryOpen(false)}
        />
      )}
    </div>
  );
}
