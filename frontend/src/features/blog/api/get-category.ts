import { apiRequest } from "@/lib/api-client";
import type { Schemas } from "@/lib/api-schemas";
import { usePagedList } from "@/lib/paged-list";
import { usePublicData } from "@/lib/public-data";

import type { BlogPostSummary } from "./get-posts";

export type BlogCategory = Schemas["BlogCategory"];

export const categoryKey = (slug: string) => `/api/blog-categories/${encodeURIComponent(slug)}`;

/**
 * A category's name and the first page of its published posts, newest first (404 for a category
 * without any), and the pages 'Load more' adds after it: `{ query, list }` (lib/paged-list.ts).
 * The next page's address is the category read's Link header (GET
 * /api/blog-posts?category=<slug>&cursor=...), or the page's first data's `next` on a first
 * paint; the pages after it are plain arrays of posts.
 */
export function useCategory(slug: string | undefined, { skip = false } = {}) {
  const key = slug && !skip ? categoryKey(slug) : null;
  const query = usePublicData<BlogCategory>(key);
  const list = usePagedList<BlogPostSummary>(key, query.data?.posts, (url) =>
    apiRequest<BlogPostSummary[]>(url),
  );
  return { query, list };
}
