// The travel editor's requests: the owner's stories (unpublished too) and their writes.
import type { Schemas } from "@/lib/api-schemas";

import { ownerCollection } from "../../api/owner-collection";

export type TravelStory = Schemas["TravelStoryRead"];
export type TravelPayload = Schemas["TravelStoryWriteRequest"];

export const TRAVEL_PATH = "/api/travel-stories";

export const travelStories = ownerCollection<TravelStory, TravelPayload>(TRAVEL_PATH);
