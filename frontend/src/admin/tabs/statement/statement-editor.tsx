// One draft of the personal statement: its title and three answers, with live counters (per
// answer and in total), on the blog's writing session: saved by itself a moment after typing
// stops (lib/autosave, one save at a time, sent again when the connection is back), each save a
// version in History (compare, restore: the replaced text stays there), and 'Save a version' to
// keep one for good among the saves. Until the server has the text it is kept on this device
// (lib/drafts: it survives a reload or a lost connection and comes back when the draft is opened
// again), and leaving the panel asks first.
import { History, Save } from "lucide-react";
import { useEffect, useState } from "react";

import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";

import { inputClass, labelClass } from "../../components/form-controls";
import { HistoryDialog } from "../../components/history-dialog";
import { ShareButton } from "../../components/share-links/share-button";
import type { AutosaveState } from "../../lib/autosave";
import { failureToast } from "../../lib/failure";
import { clearDraft, readDraft, writeDraft } from "../../lib/drafts";
import { useLeaveGuard } from "../../lib/leave-guard";
import { AnswerField } from "./answer-field";
import { EvidencePanel } from "./evidence-panel";
import {
  revisionsPath,
  useStatementWrites,
  type Statement,
  type StatementComment,
  type StatementRevision,
  type StatementTexts,
} from "./api";
import { MAX_TOTAL, QUESTIONS, statementCounts } from "./counting";
import { StatementSession, textsOf } from "./statement-session";

export const DRAFT = "statement";
export const SAVE_DELAY_MS = 1500;
const UNSAVED = "Your personal statement has changes that are not saved yet.";
const NOT_SAVED =
  "The text is not saved yet, so no version was kept. Check your connection and try again.";

const HISTORY_FIELDS = [
  { key: "title", label: "Draft for" },
  ...QUESTIONS.map(({ key, question }) => ({ key, label: question })),
];

// Each answer in a few words: its evidence panel's name.
const EVIDENCE_NAMES: Record<string, string> = {
  course: "why this course",
  studies: "your qualifications and studies",
  outside: "what you did outside education",
};

function stateWords(state: AutosaveState): string {
  switch (state.state) {
    case "idle":
    case "saved":
      return "All changes saved";
    case "pending":
      return "Changes not saved yet";
    case "saving":
      return "Saving…";
    case "offline":
      return "Offline: kept on this device (sent again when the connection is back)";
    case "conflict":
      return state.message;
    case "failed":
      return `Not saved: ${state.message} (kept on this device; typing again tries again)`;
  }
}

/** The text kept on this device for this draft, if any. */
function keptTexts(statement: Statement): StatementTexts | null {
  const draft = readDraft<StatementTexts>(DRAFT);
  return draft?.editingId === statement.id ? draft.values : null;
}

export function StatementEditor({ statement }: { statement: Statement }) {
  const writes = useStatementWrites();
  const { removeComment, setEvidence } = writes;
  const { toast } = useToast();
  const [texts, setTexts] = useState(() => keptTexts(statement) ?? textsOf(statement));
  const [state, setState] = useState<AutosaveState>({ state: "idle" });
  const [historyOpen, setHistoryOpen] = useState(false);
  const [keeping, setKeeping] = useState(false);
  const [session] = useState(
    () => new StatementSession(statement.id, statement, writes, setState, SAVE_DELAY_MS),
  );
  const { autosaver } = session;
  useEffect(() => session.setWrites(writes));
  const counts = statementCounts(texts);
  const unsaved = autosaver.unsaved || state.state === "pending";

  useLeaveGuard(() => (unsaved ? UNSAVED : null));

  // What is typed is kept on this device, then sent once typing pauses (the server needs a
  // title: until there is one, the text waits on the device).
  useEffect(() => {
    writeDraft(DRAFT, { values: texts, editingId: statement.id, savedAt: Date.now() });
    if (texts.title.trim()) autosaver.change(texts);
  }, [texts, autosaver, statement.id]);

  // Once the server has everything, the device's copy goes.
  useEffect(() => {
    if ((state.state === "saved" || state.state === "idle") && !autosaver.unsaved) {
      clearDraft(DRAFT);
    }
  }, [state, autosaver]);

  useEffect(() => {
    const online = () => autosaver.online();
    window.addEventListener("online", online);
    return () => {
      window.removeEventListener("online", online);
      // Another draft opened: what is waiting is sent now (and kept on the device if it fails),
      // then this draft's autosave ends.
      void autosaver.flush().finally(() => autosaver.stop());
    };
  }, [autosaver]);

  const restore = async (revision: StatementRevision) => {
    setTexts(await session.restore(revision.id));
  };

  // 'Save a version': what the autosave sent becomes a save, kept in History among the saves.
  const keepVersion = async () => {
    setKeeping(true);
    try {
      await autosaver.flush();
      if (autosaver.unsaved) {
        toast({ title: "Error", description: NOT_SAVED, variant: "destructive" });
        return;
      }
      await session.keepVersion();
      toast({ title: "Success", description: "Version saved: it is kept in History." });
    } catch (failure) {
      toast(failureToast(failure, "Failed to save a version. Please try again."));
    } finally {
      setKeeping(false);
    }
  };

  const deleteComment = (comment: StatementComment) =>
    removeComment(statement.id, comment.id).catch((failure) =>
      toast(failureToast(failure, "Failed to delete the comment. Please try again.")),
    );

  // One answer's evidence changed: the draft's whole list is saved, the others' as they are.
  const saveEvidence = async (answer: string, items: { type: string; id: string }[]) => {
    const others = statement.evidence
      .filter((item) => item.answer !== answer)
      .map(({ answer: beside, type, id }) => ({ answer: beside, type, id }));
    await setEvidence(statement.id, [...others, ...items.map((item) => ({ answer, ...item }))]);
  };

  const set = (key: keyof StatementTexts) => (value: string) =>
    setTexts((current) => ({ ...current, [key]: value }));

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
          {stateWords(state)}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            icon={Save}
            onClick={() => void keepVersion()}
            disabled={keeping || !texts.title.trim()}
          >
            Save a version
          </Button>
          <Button variant="outline" size="sm" icon={History} onClick={() => setHistoryOpen(true)}>
            History
          </Button>
          <ShareButton
            target={{ type: "statement", id: statement.id, title: statement.title }}
            label="Share for comments"
          />
        </div>
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
          beside={
            <EvidencePanel
              answerName={EVIDENCE_NAMES[key]}
              linked={statement.evidence.filter((item) => item.answer === key)}
              onChange={(items) => saveEvidence(key, items)}
            />
          }
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
      <HistoryDialog<StatementRevision>
        open={historyOpen}
        path={revisionsPath(statement.id)}
        fields={HISTORY_FIELDS}
        current={texts}
        autosaver={autosaver}
        question={(when) =>
          `Restore the version of ${when}? The draft's title and three answers become this version's, as a new save.`
        }
        restore={restore}
        description="Every save keeps a version: the newest autosaves and the versions you saved."
        onClose={() => setHistoryOpen(false)}
      />
    </div>
  );
}
