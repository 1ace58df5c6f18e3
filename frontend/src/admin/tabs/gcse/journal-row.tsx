// One entry in the journal editor's list: subject and week, topic, state, study date, content
// and progress.
import { CalendarDays } from "lucide-react";

import { ContentRow, RowFact, type EditorRowProps } from "../../components/list-controls";
import { formatCalendarDate } from "../../lib/editor";
import type { JournalEntry } from "./api";
import { subjectLabel } from "./schema";

export function JournalRow({ row: entry, ...row }: EditorRowProps<JournalEntry>) {
  const title = `${entry.week}: ${entry.topic}`;
  return (
    <ContentRow
      {...row}
      eyebrow={
        <p className="text-xs font-semibold tracking-wide text-accent-700 uppercase dark:text-accent-300">
          {subjectLabel(entry.subject)} · {entry.week}
        </p>
      }
      title={entry.topic}
      name={title}
      published={entry.isPublished}
      summary={entry.content}
      facts={
        <RowFact icon={CalendarDays}>
          <time dateTime={entry.studyDate}>{formatCalendarDate(entry.studyDate)}</time>
        </RowFact>
      }
    >
      <div className="mt-3 flex items-center gap-3">
        <progress
          value={entry.progress}
          max={100}
          aria-label={`${title} progress`}
          className="block h-1.5 w-full appearance-none overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800 [&::-moz-progress-bar]:rounded-full [&::-moz-progress-bar]:bg-accent-600 [&::-webkit-progress-bar]:bg-slate-200 dark:[&::-webkit-progress-bar]:bg-slate-800 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-accent-600 dark:[&::-webkit-progress-value]:bg-accent-400"
        />
        <span className="shrink-0 text-sm font-medium text-slate-700 dark:text-slate-300">
          {entry.progress}%
        </span>
      </div>
    </ContentRow>
  );
}
