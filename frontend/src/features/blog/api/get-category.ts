import type { Schemas } from "@/lib/api-schemas";
import { usePublicData } from "@/lib/public-data";

export type BlogCategory = Schemas["BlogCategory"];

export const categoryKey = (slug: string) => `/api/blog-categories/${encodeURIComponent(slug)}`;

/** A category's name and its published posts, newest first (404 for a category without any). */
export function useCategory(slug: string | undefined, { skip = false } = {}) {
  return usePublicData<BlogCategory>(slug && !skip ? categoryKey(slug) : null);
}
