import type { Schemas } from "@/lib/api-schemas";
import { usePublicData } from "@/lib/public-data";

export type TravelStory = Schemas["TravelStoryPublic"];

export const storiesKey = "/api/travel-stories";

/** Published stories, most recent visit first (the server decides what a visitor may see). */
export function useTravelStories() {
  return usePublicData<TravelStory[]>(storiesKey);
}
