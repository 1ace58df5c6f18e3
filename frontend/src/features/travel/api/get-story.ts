import { useSWRConfig } from "swr";

import { usePublicData } from "@/lib/public-data";

import { storiesKey, type TravelStory } from "./get-stories";

export const storyKey = (idOrSlug: string) => `${storiesKey}/${idOrSlug}`;

/** One story by id or slug. A story already in the list shows at once while it loads. */
export function useTravelStory(idOrSlug: string | undefined, { skip = false } = {}) {
  const { cache } = useSWRConfig();
  const listed = (cache.get(storiesKey)?.data as TravelStory[] | undefined)?.find(
    (story) => story.slug === idOrSlug || story.id === idOrSlug,
  );
  return usePublicData<TravelStory>(idOrSlug && !skip ? storyKey(idOrSlug) : null, {
    fallbackData: listed,
  });
}
