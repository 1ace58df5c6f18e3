import { useLocation, useParams } from "react-router-dom";
import { useSWRConfig } from "swr";

import { ApiError } from "./api-client";
import { isServerNotFound } from "./initial-data";
import { usePublicData } from "./public-data";

type Listed = { id: unknown; slug: string };

/**
 * The hook that reads one item of a public list by id or slug, at `${listKey}/${idOrSlug}`. An
 * item already in the list's cache shows at once while it loads.
 */
export function makeDetailHook<T extends Listed>(listKey: string) {
  return function useDetail(idOrSlug: string | undefined, { skip = false } = {}) {
    const { cache } = useSWRConfig();
    const listed = (cache.get(listKey)?.data as T[] | undefined)?.find(
      (item) => item.slug === idOrSlug || item.id === idOrSlug,
    );
    return usePublicData<T>(idOrSlug && !skip ? `${listKey}/${idOrSlug}` : null, {
      fallbackData: listed,
    });
  };
}

export type DetailHook<T> = ReturnType<typeof makeDetailHook<T & Listed>>;

export type DetailState<T> = {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
  /** The server answered 404 for this page, or the API does for its item. */
  notFound: boolean;
};

/**
 * The item a detail route (`/…/:slug`) shows. Nothing is requested when the server already
 * said this page is not found.
 */
export function useDetailRoute<T extends Listed>(useDetail: DetailHook<T>): DetailState<T> {
  const { slug } = useParams();
  const { pathname } = useLocation();
  const notFoundOnServer = isServerNotFound(pathname);
  const { data, error, isLoading } = useDetail(slug, { skip: notFoundOnServer });
  const notFound = notFoundOnServer || (error instanceof ApiError && error.status === 404 && !data);
  return { data, error, isLoading, notFound };
}
