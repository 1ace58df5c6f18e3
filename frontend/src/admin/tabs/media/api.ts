// The media editor's requests: every article, video and podcast (hidden ones too) and their
// writes.
import type { Schemas } from "@/lib/api-schemas";

import { ownerCollection } from "../../api/owner-collection";

export type MediaType = Schemas["TypeEnum"];
export type MediaItem = Schemas["MediaItemRead"];
export type MediaPayload = Schemas["MediaItemWriteRequest"];

export const MEDIA_PATH = "/api/media-items";

export const mediaItems = ownerCollection<MediaItem, MediaPayload>(MEDIA_PATH);
