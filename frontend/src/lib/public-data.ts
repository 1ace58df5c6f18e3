import useSWR, { type SWRConfiguration } from "swr";

import { apiRequest, swrFetcher } from "./api-client";
import { getInitialData } from "./initial-data";
import { usePagedList } from "./paged-list";

const FIVE_MINUTES = 5 * 60 * 1000;

// Data is fresh for 5 minutes, reads are retried once, nothing refetches on focus or polls.
export const swrOptions = {
  fetcher: swrFetcher,
  dedupingInterval: FIVE_MINUTES,
  focusThrottleInterval: FIVE_MINUTES,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  errorRetryCount: 1,
} satisfies SWRConfiguration;

/**
 * A public read (no token) through SWR, answered first from the page's first data when the
 * server embedded this path (no request on the first paint). Each hook passes the options
 * itself, rather than an SWRConfig around the app, so SWR loads with the pages and sections
 * that read data, not with the first screen of every page.
 */
export function usePublicData<T>(key: string | null, config: SWRConfiguration<T> = {}) {
  const embedded = key ? (getInitialData().data[key] as T | undefined) : undefined;
  return useSWR<T>(key, {
    ...swrOptions,
    ...config,
    fallbackData: embedded ?? config.fallbackData,
  });
}

/** The rows a visitor may see. The server sends only published rows; one the owner's own cached
 * list still marks unpublished (a panel tab open beside the site) is left out here too. */
export function published<T extends { isPublished?: boolean }>(rows: T[] | undefined) {
  return rows?.filter((row) => row.isPublished !== false);
}

/** A visitor's read of a paged list (its first page as usePublicData reads it) and the pages
 * 'Load more' adds after it: `{ query, list }`, list.items being every row loaded so far. */
export function usePublicPagedList<T extends { id: string }>(
  key: string | null,
  config: SWRConfiguration<T[]> = {},
) {
  const query = usePublicData<T[]>(key, config);
  const list = usePagedList<T>(key, query.data, (url) => apiRequest<T[]>(url));
  return { query, list };
}
