import type { Schemas } from "@/lib/api-schemas";
import { usePublicData } from "@/lib/public-data";

export type PostNeighbours = Schemas["BlogPostNeighbours"];
export type PostTeaser = Schemas["BlogPostTeaser"];

/** What to read after the post `slug`: up to three related posts, the previous (older) and the
 * next (newer) post. The post page's first data holds it (apps/pages/loaders/blog_categories.py). */
export function useRelated(slug: string) {
  return usePublicData<PostNeighbours>(`/api/blog-posts/${encodeURIComponent(slug)}/related`);
}
