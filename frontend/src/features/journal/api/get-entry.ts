import { makeDetailHook } from "@/lib/detail-data";

import { entriesKey, type JournalEntry } from "./get-entries";

/** One entry by id or slug. An entry already in the list shows at once while it loads. */
export const useJournalEntry = makeDetailHook<JournalEntry>(entriesKey);
