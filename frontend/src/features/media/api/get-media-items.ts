import type { Schemas } from "@/lib/api-schemas";
import { usePublicPagedList } from "@/lib/public-data";

/** An article's description is its excerpt; an appearance's, what it was about. */
export type MediaItem = Schemas["MediaItemRead"];
export type MediaType = MediaItem["type"];

export const mediaItemsKey = "/api/media-items";

/** Published articles and appearances, newest first, a page at a time (`{ query, list }`,
 * lib/paged-list.ts); the page splits them by type. */
export function useMediaItems() {
  return usePublicPagedList<MediaItem>(mediaItemsKey);
}
