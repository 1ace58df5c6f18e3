import type { Schemas } from "@/lib/api-schemas";
import { usePublicData } from "@/lib/public-data";

export type SearchResult = Schemas["SearchResult"];

/** The API address of a search (the key the server's first data uses too:
 * apps/pages/loaders/search.py writes `q` as encodeURIComponent does). */
export function searchKey(query: string): string {
  return `/api/search?q=${encodeURIComponent(query)}`;
}

/** The results for `query`, best first (published content only); nothing is asked for a blank
 * query. */
export function useSearch(query: string) {
  return usePublicData<SearchResult[]>(query.trim() ? searchKey(query) : null);
}
