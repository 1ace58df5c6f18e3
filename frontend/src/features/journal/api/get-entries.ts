import type { Schemas } from "@/lib/api-schemas";
import { usePublicPagedList } from "@/lib/public-data";

export type JournalEntry = Schemas["GcseJournalEntryPublic"];
export type JournalMediaUpload = JournalEntry["mediaUploads"][number];
export type JournalLink = JournalEntry["links"][number];

export const entriesKey = "/api/gcse-journal";

/** The list's address for a subject ("all": every subject) and a search (blank: none): the
 * server filters (?subject=, ?q=), so each page of a filtered list is right. */
export function entriesKeyFor({ subject, search }: { subject: string; search: string }) {
  const params = new URLSearchParams();
  if (subject !== "all") params.set("subject", subject);
  if (search.trim()) params.set("q", search.trim());
  const query = params.toString();
  return query ? `${entriesKey}?${query}` : entriesKey;
}

/** Published entries, newest study date first (the server decides what a visitor may see),
 * of a subject and a search, a page at a time: `{ query, list }` (lib/paged-list.ts). While
 * another subject or search loads, the last list stays (filtered here too, at once). */
export function useJournalEntries(filter: { subject: string; search: string }) {
  const key = entriesKeyFor(filter);
  // Not for the whole list: SWR would keep showing the last filter's rows in place of the
  // page's first data (a fallback, which is never fetched again).
  return usePublicPagedList<JournalEntry>(key, { keepPreviousData: key !== entriesKey });
}
