import type { JournalEntry } from "../api/get-entries";
import type { SubjectFilter } from "./subjects";

/** The entries of `subject` ('all': every subject) whose topic or content contains the search
 * text, ignoring case and the spaces around it. */
export function filterEntries(
  entries: readonly JournalEntry[],
  { search, subject }: { search: string; subject: SubjectFilter },
): JournalEntry[] {
  const needle = search.trim().toLocaleLowerCase();
  return entries.filter(
    (entry) =>
      (subject === "all" || entry.subject === subject) &&
      (!needle ||
        entry.topic.toLocaleLowerCase().includes(needle) ||
        entry.content.toLocaleLowerCase().includes(needle)),
  );
}
