import { richTextSummary } from "@/lib/rich-text";

import type { JournalEntry } from "../api/get-entries";
import type { SubjectFilter } from "./subjects";

/** The entries of `subject` ('all': every subject) whose topic or content contains the search
 * text, ignoring case and the spaces around it. The content is searched as a visitor reads it
 * (the words of its rendering, never its tags). */
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
        richTextSummary(entry.content, entry.contentFormat).toLocaleLowerCase().includes(needle)),
  );
}
