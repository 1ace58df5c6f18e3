// The GCSE editor's overview: how many entries each subject has.
import type { JournalEntry } from "./api";
import { SUBJECTS } from "./schema";

export function SubjectOverview({
  rows,
  more = false,
}: {
  rows: JournalEntry[] | undefined;
  /** More entries on the server than loaded: each count says "n+". */
  more?: boolean;
}) {
  const counts = new Map<string, number>();
  for (const entry of rows ?? []) counts.set(entry.subject, (counts.get(entry.subject) ?? 0) + 1);
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
                {rows ? `${count}${more ? "+" : ""}` : "–"}{" "}
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
