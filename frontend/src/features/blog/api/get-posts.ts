import type { Schemas } from "@/lib/api-schemas";
import { usePublicPagedList } from "@/lib/public-data";

export type BlogPost = Schemas["BlogPostPublic"];

/** What the list shows: the page's first data leaves out the bodies (apps/pages/loaders/blog.py),
 * as a category's posts do (GET /api/blog-categories/{slug}). */
export type BlogPostSummary = Schemas["BlogPostSummary"];

export const postsKey = "/api/blog-posts";

/** Published posts, newest first (the server decides what a visitor may see), a page at a
 * time: `{ query, list }` (lib/paged-list.ts). */
export function usePosts() {
  return usePublicPagedList<BlogPostSummary>(postsKey);
}
