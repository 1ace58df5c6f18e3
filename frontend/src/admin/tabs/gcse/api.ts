// The GCSE journal editor's requests: the owner's entries (drafts included) and their writes.
import type { Schemas } from "@/lib/api-schemas";

import { ownerCollection } from "../../api/owner-collection";

export type JournalEntry = Schemas["GcseJournalEntryRead"];
export type JournalPayload = Schemas["GcseJournalEntryWriteRequest"];

export const JOURNAL_PATH = "/api/gcse-journal";

export const journalEntries = ownerCollection<JournalEntry, JournalPayload>(JOURNAL_PATH);
