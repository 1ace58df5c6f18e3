// The GCSE Journey editor: entries per subject, the entry form, and the owner's entries (drafts
// too), newest study date first.
import { BookOpen } from "lucide-react";

import { ContentEditor } from "../../components/content-editor";
import { journalEntries } from "./api";
import { JournalFields } from "./journal-fields";
import { JournalRow } from "./journal-row";
import {
  JOURNAL_FIELDS,
  emptyJournalValues,
  journalPayload,
  journalSchema,
  journalValuesFrom,
} from "./schema";
import { SubjectOverview } from "./subject-overview";

export const JOURNAL_EMPTY_TEXT =
  "No journal entries yet... Use the form to add your first study week and start tracking your GCSE progress.";

export function GcseTab() {
  const query = journalEntries.useList();
  const counts = new Map<string, number>();
  for (const entry of query.data ?? [])
    counts.set(entry.subject, (counts.get(entry.subject) ?? 0) + 1);

  return (
    <ContentEditor
      draftName="gcse"
      query={query}
      writes={journalEntries.useWrites()}
      emptyValues={() => emptyJournalValues()}
      valuesFrom={journalValuesFrom}
      toPayload={journalPayload}
      fields={JOURNAL_FIELDS}
      schema={journalSchema}
      Fields={JournalFields}
      rowName={(entry) => entry.topic}
      text={{
        createHeading: "Add Journal Entry",
        editHeading: "Edit Entry",
        create: "Add Entry",
        update: "Update Entry",
        creating: "Adding...",
        updating: "Updating...",
        reset: "Clear Form",
      }}
      messages={{
        created: "GCSE journal entry created successfully!",
        updated: "GCSE journal entry updated successfully!",
        deleted: "GCSE journal entry deleted successfully!",
        createFailed: "Failed to create entry. Please try again.",
        updateFailed: "Failed to update entry. Please try again.",
        deleteFailed: "Failed to delete entry. Please try again.",
      }}
      confirmDelete={{
        title: "Delete this journal entry?",
        message: (entry) =>
          `“${entry.week}: ${entry.topic}” will be removed for good. This action cannot be undone.`,
      }}
      overview={<SubjectOverview counts={counts} loading={query.isLoading} />}
      list={{
        title: "Journal Entries",
        Row: JournalRow,
        emptyText: JOURNAL_EMPTY_TEXT,
        emptyIcon: <BookOpen aria-hidden="true" className="size-10 text-slate-400" />,
      }}
    />
  );
}
