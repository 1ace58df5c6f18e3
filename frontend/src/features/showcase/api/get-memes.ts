import type { Schemas } from "@/lib/api-schemas";
import { usePublicPagedList } from "@/lib/public-data";

/** hashtags come without their '#' (the page adds it); text is the panel drawn when there is
 * no image. */
export type Meme = Schemas["MemeRead"];

export const memesKey = "/api/memes";

/** Published memes, newest first, a page at a time: `{ query, list }` (lib/paged-list.ts). */
export function useMemes() {
  return usePublicPagedList<Meme>(memesKey);
}
