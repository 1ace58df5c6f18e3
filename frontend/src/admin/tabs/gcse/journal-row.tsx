// One entry in the journal editor's list: subject and week, topic, state, study date, content
// and progress.
import { CalendarDays } from "lucide-react";

import { Progress } from "@/components/ui/progress";

import { ContentRow, RowFact, type EditorRowProps } from "../../components/list-controls";
import { ShareButton } from "../../components/share-links/share-button";
import { formatCalendarDate } from "../../lib/editor";
import type { JournalEntry } from "./api";

export function JournalRow({ row: entry, ...row }: EditorRowProps<JournalEntry>) {
  return (
    <ContentRow
      {...row}
      eyebrow={
        <p className="text-xs font-semibold tracking-wide text-accent-700 uppercase dark:text-accent-300">
          {entry.subjectName} · {entry.week}
        </p>
      }
      title={entry.topic}
      name={`${entry.week}: ${entry.topic}`}
      published={entry.isPublished}
      summary={entry.contentSource}
      extraActions={
        <ShareButton
          label="Share Progress"
          target={{ type: "journal-entry", id: entry.id, title: `${entry.week}: ${entry.topic}` }}
        />
      }
      facts={
        <RowFact icon={CalendarDays}>
          <time dateTime={entry.studyDate}>{formatCalendarDate(entry.studyDate)}</time>
        </RowFact>
      }
    >
      <Progress value={entry.progress} className="mt-3" />
    </ContentRow>
  );
}
