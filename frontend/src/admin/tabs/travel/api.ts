// The travel editor's requests: the owner's stories (unpublished too) and their writes.
import type { Schemas } from "@/lib/api-schemas";

import { ownerCollection } from "../../api/owner-collection";

// The owner's read (a visitor's plus `contentSource`, the text as written): what a save answers,
// less its warnings (the schema names the owner's read only there).
export type TravelStory = Omit<Schemas["TravelStorySaved"], "warnings">;
export type TravelPayload = Schemas["TravelStoryWriteRequest"];

export const TRAVEL_PATH = "/api/travel-stories";

export const travelStories = ownerCollection<TravelStory, TravelPayload>(TRAVEL_PATH);
