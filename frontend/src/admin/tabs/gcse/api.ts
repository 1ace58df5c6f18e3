// The GCSE journal editor's requests: the owner's entries (drafts included) and their writes.
import type { Schemas } from "@/lib/api-schemas";

import { ownerCollection } from "../../api/owner-collection";

// The owner's read (a visitor's plus `contentSource`, the text as written): what a save answers,
// less its warnings (the schema names the owner's read only there).
export type JournalEntry = Omit<Schemas["GcseJournalEntrySaved"], "warnings">;
export type JournalPayload = Schemas["GcseJournalEntryWriteRequest"];

export const JOURNAL_PATH = "/api/gcse-journal";

export const journalEntries = ownerCollection<JournalEntry, JournalPayload>(JOURNAL_PATH);
