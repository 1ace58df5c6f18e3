// One entry in the journal editor's list, and the overview of entries per subject above it.
import { CalendarDays } from "lucide-react";

import type { JournalEntry } from "./api";
import { SUBJECTS, subjectLabel } from "./schema";
import { EditorListItem, RowActions, StatusBadge } from "../../components/list-controls";
import { formatCalendarDate } from "../../lib/editor";

export function JournalRow({
  entry,
  active,
  deleting,
  onEdit,
  onDelete,
}: {
  entry: JournalEntry;
  active: boolean;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const title = `${entry.week}: ${entry.topic}`;
  return (
    <EditorListItem
      active={active}
      info={
        <>
          <p className="text-xs font-semibold tracking-wide text-accent-700 uppercase dark:text-accent-300">
            {subjectLabel(entry.subject)} · {entry.week}
          </p>
          <h3 className="mt-0.5 font-semibold break-words text-slate-900 dark:text-white">
            {entry.topic}
          </h3>
          <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            <StatusBadge published={entry.isPublished} />
            <span className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden="true" className="size-3.5" />
              <time dateTime={entry.studyDate}>{formatCalendarDate(entry.studyDate)}</time>
            </span>
          </div>
        </>
      }
      body={
        <>
          <p className="line-clamp-2 text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">
            {entry.content}
          </p>
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
        </>
      }
      actions={
        <RowActions
          alwaysLabelled
          title={title}
          onEdit={onEdit}
          onDelete={onDelete}
          deleting={deleting}
        />
      }
    />
  );
}

export function SubjectOverview({
  counts,
  loading,
}: {
  counts: Map<string, number>;
  loading: boolean;
}) {
  return (
    <section aria-labelledby="journal-overview-heading">
      <h2
        id="journal-overview-heading"
        className="text-sm font-semibold text-slate-700 dark:text-slate-300"
      >
        Entries per subject
      </h2>
      <ul className="mt-3 grid grid-cols-3 gap-2 sm:gap-3 lg:grid-cols-6">
        {SUBJECTS.map(({ value, label }) => {
          const count = counts.get(value) ?? 0;
          return (
            <li
              key={value}
              className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <p className="truncate text-xs font-medium text-slate-600 sm:text-sm dark:text-slate-400">
                {label}
              </p>
              <p className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">
                {loading ? "–" : count}{" "}
                <span className="text-xs font-normal text-slate-600 dark:text-slate-400">
                  {count === 1 ? "entry" : "entries"}
                </span>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
