import type { Schemas } from "@/lib/api-schemas";
import { usePublicData } from "@/lib/public-data";

export type JournalEntry = Schemas["GcseJournalEntryRead"];
export type JournalMediaUpload = JournalEntry["mediaUploads"][number];
export type JournalLink = JournalEntry["links"][number];

export const entriesKey = "/api/gcse-journal";

/** Published entries, newest study date first (the server decides what a visitor may see). */
export function useJournalEntries() {
  return usePublicData<JournalEntry[]>(entriesKey);
}
