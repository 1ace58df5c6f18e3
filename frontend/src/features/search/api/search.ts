import type { Schemas } from "@/lib/api-schemas";
import { getInitialData } from "@/lib/initial-data";
import { usePublicData } from "@/lib/public-data";

export type SearchResult = Schemas["SearchResult"];

const SEARCH_PATH = "/api/search";

/** The API address of a search. */
export function searchKey(query: string): string {
  return `${SEARCH_PATH}?q=${encodeURIComponent(query)}`;
}

/** The results of `query` the server embedded in the first data (the search page's), found by
 * reading each key's `q` back, however the server escaped it (apps/pages/loaders/search.py). */
export function embeddedResults(
  query: string,
  data: Record<string, unknown> = getInitialData().data,
): SearchResult[] | undefined {
  for (const [key, results] of Object.entries(data)) {
    const [path, params = ""] = key.split("?", 2);
    if (path === SEARCH_PATH && new URLSearchParams(params).get("q") === query)
      return results as SearchResult[];
  }
  return undefined;
}

/** The results for `query`, best first (published content only); nothing is asked for a blank
 * query, nor for the one the page came with. */
export function useSearch(query: string) {
  return usePublicData<SearchResult[]>(query.trim() ? searchKey(query) : null, {
    fallbackData: embeddedResults(query),
  });
}
