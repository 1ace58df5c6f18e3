import { useSWRConfig } from "swr";

import { usePublicData } from "@/lib/public-data";

import { entriesKey, type JournalEntry } from "./get-entries";

export const entryKey = (idOrSlug: string) => `${entriesKey}/${idOrSlug}`;

/** One entry by id or slug. An entry already in the list shows at once while it loads. */
export function useJournalEntry(idOrSlug: string | undefined, { skip = false } = {}) {
  const { cache } = useSWRConfig();
  const listed = (cache.get(entriesKey)?.data as JournalEntry[] | undefined)?.find(
    (entry) => entry.slug === idOrSlug || entry.id === idOrSlug,
  );
  return usePublicData<JournalEntry>(idOrSlug && !skip ? entryKey(idOrSlug) : null, {
    fallbackData: listed,
  });
}
