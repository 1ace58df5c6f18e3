import { makeDetailHook } from "@/lib/detail-data";

import { storiesKey, type TravelStory } from "./get-stories";

/** One story by id or slug. A story already in the list shows at once while it loads. */
export const useTravelStory = makeDetailHook<TravelStory>(storiesKey);
