// The GCSE journal editor's requests: the owner's entries (drafts included) and their writes.
import type { Schemas } from "@/lib/api-schemas";

import { ownerCollection } from "../../api/owner-collection";
import { useOwnerData } from "../../api/owner-data";

// The owner's read (a visitor's plus `contentSource`, the text as written): what a save answers,
// less its warnings (the schema names the owner's read only there).
export type JournalEntry = Omit<Schemas["GcseJournalEntrySaved"], "warnings">;
export type JournalPayload = Schemas["GcseJournalEntryWriteRequest"];

export const JOURNAL_PATH = "/api/gcse-journal";

export const journalEntries = ownerCollection<JournalEntry, JournalPayload>(JOURNAL_PATH);

export type JournalSubject = Schemas["JournalSubject"];

/** The subjects a new entry may have (the record's, else the specification's six), in the
 * record's order: the form's list, the filter's chips and the overview's cards. Empty until
 * they load. */
export function useJournalSubjects(): JournalSubject[] {
  return useOwnerData<JournalSubject[]>(`${JOURNAL_PATH}/subjects`).data ?? [];
}
