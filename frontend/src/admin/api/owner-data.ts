// How admin editors read and change data. The owner's reads send the token (so the server
// answers with drafts too) and live under their own SWR keys, ["owner", path], apart from the
// public pages' copies under plain path keys: a visitor's view never shows a draft, even in the
// owner's browser. Writes revalidate both. Every call goes through the session's ownerRequest
// (refresh and retry on a 401; the session marked ended when that fails).
import useSWR, { useSWRConfig, type Key } from "swr";
import useSWRImmutable from "swr/immutable";

import { ApiError } from "@/lib/api-client";
import { usePagedList } from "@/lib/paged-list";

import { ownerRequest } from "../lib/session";

export const OWNER_SCOPE = "owner";

export const ownerKey = (path: string) => [OWNER_SCOPE, path] as const;

function ownerFetcher<T>([, path]: readonly [string, string]): Promise<T> {
  return ownerRequest<T>(path);
}

/** Any owner-only read, e.g. useOwnerData<UnreadCount>("/api/contact-messages/unread-count"). */
export function useOwnerData<T>(path: string) {
  return useSWR<T, Error, readonly [string, string]>(ownerKey(path), ownerFetcher, {
    revalidateOnMount: true,
  });
}

/** A list the owner edits, e.g. useOwnerList<BlogPost>("/api/blog-posts"). */
export function useOwnerList<T>(path: string) {
  return useOwnerData<T[]>(path);
}

/** How many writes under a collection's path this tab has made: an SWR key of its own, so a
 * paged list of the collection (filtered or not) starts again from its fresh first page after
 * each one, even when that page came back unchanged (lib/paged-list.ts). */
const WRITES_SCOPE = "owner-writes";
const writesKey = (path: string) => [WRITES_SCOPE, path.split("?")[0]] as const;

/** A list the owner reads a page at a time: `{ query, list }`, the first page as useOwnerList
 * reads it and list.items every row 'Load more' has added (lib/paged-list.ts). A write through
 * useOwnerWrite under the path's collection re-reads it and drops the later pages. */
export function useOwnerPagedList<T extends { id: string }>(path: string) {
  const query = useOwnerList<T>(path);
  // A count kept in the cache, never read from the server: 0 until the first write.
  const { data: version = 0 } = useSWRImmutable<number>(writesKey(path), () => 0);
  const list = usePagedList<T>(path, query.data, (url) => ownerRequest<T[]>(url), {
    owner: true,
    version,
  });
  return { query, list };
}

/** Does an SWR key (public path or owner key) read something under `prefix`? */
export function keyIsUnder(key: Key, prefix: string): boolean {
  if (typeof key === "string") return key.startsWith(prefix);
  return Array.isArray(key) && key[0] === OWNER_SCOPE && String(key[1]).startsWith(prefix);
}

type Method = "POST" | "PUT" | "PATCH" | "DELETE";

/** What follows a successful write under `listPath`: every cached key under it is read again
 * (the lists, filtered or not, and the public pages' copies), and every paged list of it starts
 * again from its fresh first page (the write count above). */
export function useOwnerRefresh(listPath: string) {
  const { mutate } = useSWRConfig();
  return async function refresh() {
    await mutate((key) => keyIsUnder(key, listPath));
    await mutate(writesKey(listPath), (count: number | undefined) => (count ?? 0) + 1, {
      revalidate: false,
    });
  };
}

/** A write to `path` that, once it succeeds, refreshes what is under `listPath`
 * (useOwnerRefresh). Writes are never retried. */
export function useOwnerWrite(listPath: string) {
  const refresh = useOwnerRefresh(listPath);
  return async function write<T = unknown>(method: Method, path: string, body?: unknown) {
    const result = await ownerRequest<T>(path, { method, body });
    await refresh();
    return result;
  };
}

/** The server's message for a failed write: a 400's first field message or detail, or null. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== "object") return null;
  const body = error.body as Record<string, unknown>;
  if (typeof body.detail === "string") return body.detail;
  const first = Object.values(error.fieldErrors())[0];
  return first ?? null;
}
