// The GCSE Journey editor: entries per subject, the entry form, and the owner's entries (drafts
// too), newest study date first, with subject chips: each is the server's list of that subject
// (?subject=maths), a page at a time. Its words are in admin/config/editors.json.
import { BookOpen } from "lucide-react";
import { useMemo } from "react";

import { ContentEditor } from "../../components/content-editor";
import { ShareLinksSection } from "../../components/share-links/share-links-section";
import { journalEntries, useJournalSubjects } from "./api";
import { JournalFields } from "./journal-fields";
import { JournalRow } from "./journal-row";
import { journalForm } from "./schema";
import { SubjectOverview } from "./subject-overview";

const PARTS = { Fields: JournalFields, Row: JournalRow, Overview: SubjectOverview, icon: BookOpen };

export function GcseTab() {
  const subjects = useJournalSubjects();
  const filter = useMemo(
    () => ({
      label: "Filter by subject",
      options: [{ value: "all", label: "All" }, ...subjects],
      param: "subject",
      name: (value: string) => subjects.find((subject) => subject.value === value)?.label ?? value,
    }),
    [subjects],
  );
  return (
    <div className="space-y-10">
      <ContentEditor
        area="gcse"
        collection={journalEntries}
        form={journalForm}
        parts={PARTS}
        filter={filter}
      />
      <ShareLinksSection targetType="journal-entry" title="Share links to journal entries" />
    </div>
  );
}
