// The GCSE editor's overview: how many entries each subject has (admin/lib/filter-counts.ts:
// "n+" while the server has more than is loaded).
import { countOf, type ChosenList } from "../../lib/filter-counts";
import { useJournalSubjects, type JournalEntry } from "./api";

const subjectOf = (entry: JournalEntry) => entry.subject;

export function SubjectOverview({
  rows,
  more = false,
  chosen,
}: {
  rows: JournalEntry[] | undefined;
  /** More entries on the server than loaded: each count says "n+". */
  more?: boolean;
  /** The server's list of the subject chosen in the list's filter. */
  chosen?: ChosenList<JournalEntry>;
}) {
  const subjects = useJournalSubjects();
  return (
    <section aria-labelledby="journal-overview-heading">
      <h2
        id="journal-overview-heading"
        className="text-sm font-semibold text-slate-700 dark:text-slate-300"
      >
        Entries per subject
      </h2>
      <ul className="mt-3 grid grid-cols-3 gap-2 sm:gap-3 lg:grid-cols-6">
        {subjects.map(({ value, label }) => {
          const count = countOf(value, subjectOf, rows, more, chosen);
          return (
            <li
              key={value}
              className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <p className="truncate text-xs font-medium text-slate-600 sm:text-sm dark:text-slate-400">
                {label}
              </p>
              <p className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">
                {count ?? "–"}{" "}
                <span className="text-xs font-normal text-slate-600 dark:text-slate-400">
                  {count === "1" ? "entry" : "entries"}
                </span>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
