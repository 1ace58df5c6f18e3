// The GCSE Journey editor: entries per subject, the entry form, and the owner's entries (drafts
// too), newest study date first.
import { BookOpen } from "lucide-react";

import { ContentEditor } from "../../components/content-editor";
import { editorMessages } from "../../lib/use-content-editor";
import { journalEntries } from "./api";
import { JournalFields } from "./journal-fields";
import { JournalRow } from "./journal-row";
import { journalForm } from "./schema";
import { SubjectOverview } from "./subject-overview";

export const JOURNAL_EMPTY_TEXT =
  "No journal entries yet... Use the form to add your first study week and start tracking your GCSE progress.";

export function GcseTab() {
  return (
    <ContentEditor
      draftName="gcse"
      collection={journalEntries}
      Overview={SubjectOverview}
      form={journalForm}
      Fields={JournalFields}
      rowName={(entry) => entry.topic}
      text={{
        heading: ["Add Journal Entry", "Edit Entry"],
        submit: ["Add Entry", "Update Entry"],
      }}
      messages={editorMessages("GCSE journal entry", { failing: "entry" })}
      confirmDelete={{
        title: "Delete this journal entry?",
        message: (entry) =>
          `“${entry.week}: ${entry.topic}” will be removed for good. This action cannot be undone.`,
      }}
      list={{
        title: "Journal Entries",
        Row: JournalRow,
        emptyText: JOURNAL_EMPTY_TEXT,
        emptyIcon: <BookOpen aria-hidden="true" className="size-10 text-slate-400" />,
      }}
    />
  );
}
