// One draft of the personal statement: its title and three answers, with live counters (per
// answer and in total), saved by itself a moment after typing stops. Until the server has the
// text it is kept on this device (lib/drafts: it survives a reload or a lost connection and
// comes back when the draft is opened again), and leaving the panel asks first.
import { useEffect, useState } from "react";

import { useToast } from "@/components/ui/toast";

import { inputClass, labelClass } from "../../components/form-controls";
import { ShareButton } from "../../components/share-links/share-button";
import { failureToast } from "../../lib/failure";
import { clearDraft, readDraft, writeDraft } from "../../lib/drafts";
import { useLeaveGuard } from "../../lib/leave-guard";
import { AnswerField } from "./answer-field";
import {
  useStatementWrites,
  type Statement,
  type StatementComment,
  type StatementTexts,
} from "./api";
import { MAX_TOTAL, QUESTIONS, statementCounts } from "./counting";

export const DRAFT = "statement";
export const SAVE_DELAY_MS = 1500;
const UNSAVED = "Your personal statement has changes that are not saved yet.";

type SaveState = "saved" | "waiting" | "saving" | "failed";
const SAVE_WORDS: Record<SaveState, string> = {
  saved: "All changes saved",
  waiting: "Changes not saved yet",
  saving: "Saving…",
  failed: "Not saved: kept on this device (typing again tries again)",
};

const textsOf = ({ title, course, studies, outside }: Statement): StatementTexts => ({
  title,
  course: course ?? "",
  studies: studies ?? "",
  outside: outside ?? "",
});

const changed = (from: StatementTexts, to: StatementTexts) =>
  Object.fromEntries(
    (Object.keys(to) as (keyof StatementTexts)[])
      .filter((key) => from[key] !== to[key])
      .map((key) => [key, to[key]]),
  ) as Partial<StatementTexts>;

/** The text kept on this device for this draft, if any. */
function keptTexts(statement: Statement): StatementTexts | null {
  const draft = readDraft<StatementTexts>(DRAFT);
  return draft?.editingId === statement.id ? draft.values : null;
}

export function StatementEditor({ statement }: { statement: Statement }) {
  const { update, removeComment } = useStatementWrites();
  const { toast } = useToast();
  const [saved, setSaved] = useState(() => textsOf(statement));
  const [texts, setTexts] = useState(() => keptTexts(statement) ?? textsOf(statement));
  // "saving" while a save is on its way (one at a time); "failed" until the next change.
  const [phase, setPhase] = useState<"idle" | "saving" | "failed">("idle");
  const counts = statementCounts(texts);
  const changes = changed(saved, texts);
  const unsaved = Object.keys(changes).length > 0;
  const state: SaveState =
    phase === "saving" ? "saving" : phase === "failed" ? "failed" : unsaved ? "waiting" : "saved";

  useLeaveGuard(() => (unsaved ? UNSAVED : null));

  useEffect(() => {
    const pending = changed(saved, texts);
    if (Object.keys(pending).length === 0) {
      clearDraft(DRAFT);
      return;
    }
    writeDraft(DRAFT, { values: texts, editingId: statement.id, savedAt: Date.now() });
    // The server needs a title (the text waits on the device); one save at a time; after a
    // failure, the next change tries again.
    if (!texts.title.trim() || phase !== "idle") return;
    const timer = setTimeout(() => {
      setPhase("saving");
      update(statement.id, pending).then(
        () => {
          setSaved((before) => ({ ...before, ...pending }));
          setPhase("idle");
        },
        () => setPhase("failed"),
      );
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // Saves follow the text; `update` is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [texts, saved, phase, statement.id]);

  const deleteComment = (comment: StatementComment) =>
    removeComment(statement.id, comment.id).catch((failure) =>
      toast(failureToast(failure, "Failed to delete the comment. Please try again.")),
    );

  const set = (key: keyof StatementTexts) => (value: string) => {
    setTexts((current) => ({ ...current, [key]: value }));
    setPhase((current) => (current === "failed" ? "idle" : current));
  };

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <label htmlFor="statement-title" className={labelClass}>
          Draft for (the course or cycle)
        </label>
        <input
          id="statement-title"
          value={texts.title}
          onChange={(event) => set("title")(event.target.value)}
          className={inputClass}
          maxLength={200}
        />
        {!texts.title.trim() && (
          <p className="text-sm text-amber-800 dark:text-amber-300">
            Name the draft to save it (your text is kept on this device meanwhile).
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p
          role="status"
          data-testid="statement-saved"
          className="text-sm text-slate-600 dark:text-slate-300"
        >
          {SAVE_WORDS[state]}
        </p>
        <ShareButton
          target={{ type: "statement", id: statement.id, title: statement.title }}
          label="Share for comments"
        />
      </div>
      {QUESTIONS.map(({ key, question }) => (
        <AnswerField
          key={key}
          id={`statement-${key}`}
          question={question}
          value={texts[key]}
          counted={counts[key]}
          comments={statement.comments.filter((comment) => comment.answer === key)}
          onChange={set(key)}
          onDeleteComment={(comment) => void deleteComment(comment)}
        />
      ))}
      <p
        data-testid="statement-total"
        className={`rounded-md p-3 text-sm ${
          counts.total.over
            ? "bg-red-50 font-semibold text-red-800 dark:bg-red-950/40 dark:text-red-200"
            : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200"
        }`}
      >
        All three: {counts.total.count.toLocaleString("en-GB")} of{" "}
        {MAX_TOTAL.toLocaleString("en-GB")} characters
        {counts.total.over &&
          ` — over by ${(counts.total.count - MAX_TOTAL).toLocaleString("en-GB")}`}
      </p>
    </div>
  );
}
