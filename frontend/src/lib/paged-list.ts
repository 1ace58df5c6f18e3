import { useState } from "react";

import { nextPageOf } from "./api-client";
import { getInitialData } from "./initial-data";

// A list the API answers a page at a time (apps/core/pagination.py): the first page is the
// SWR read the screen already makes (the page's first data on a first paint), the next address
// is that read's Link header (or the first data's `next`), and 'Load more' appends the pages
// after it. A new first page (a write re-read the list) starts again from it, and so does a new
// `version` (a write whose re-read first page came back the same: SWR then keeps the old array,
// yet a row of a later page may have changed or left the list).

export type PagedList<T> = {
  /** Every row loaded so far, first page first; undefined until the first page is there. */
  items: T[] | undefined;
  /** The server has more rows after these. */
  hasMore: boolean;
  /** More pages have been loaded than the first. */
  loadedMore: boolean;
  loading: boolean;
  /** The last 'Load more' failed (the next click tries again). */
  error: unknown;
  loadMore: () => void;
};

type Page<T> = { rows: T[]; next: string | null };

type State<T> = {
  key: string | null;
  base: T[] | undefined;
  version: number;
  pages: Page<T>[];
  loading: boolean;
  error: unknown;
};

/** The address of the page after `key`'s first: what this tab's last read of it said, else
 * what the page's first data says, else none. */
export function firstNext(key: string | null, owner = false): string | null {
  if (!key) return null;
  const read = nextPageOf(key, owner);
  if (read !== undefined) return read;
  return owner ? null : (getInitialData().next?.[key] ?? null);
}

function fresh<T>(key: string | null, base: T[] | undefined, version: number): State<T> {
  return { key, base, version, pages: [], loading: false, error: null };
}

/**
 * `first` (the first page of list `key`, as an SWR hook answers it) and the pages after it that
 * `loadMore` fetched with `load` (apiRequest for visitors; ownerRequest in the panel, `owner`).
 */
export function usePagedList<T extends { id: string }>(
  key: string | null,
  first: T[] | undefined,
  load: (url: string) => Promise<T[]>,
  { owner = false, version = 0 }: { owner?: boolean; version?: number } = {},
): PagedList<T> {
  const [state, setState] = useState<State<T>>(() => fresh(key, first, version));
  let current = state;
  if (state.key !== key || state.base !== first || state.version !== version) {
    current = fresh(key, first, version);
    setState(current);
  }
  const last = current.pages.at(-1);
  const next = last ? last.next : firstNext(key, owner);

  const loadMore = () => {
    if (!next || current.loading) return;
    const { key: forKey, base, version: forVersion } = current;
    const same = (s: State<T>) => s.key === forKey && s.base === base && s.version === forVersion;
    setState((s) => (same(s) ? { ...s, loading: true, error: null } : s));
    load(next).then(
      (rows) =>
        setState((s) =>
          same(s)
            ? {
                ...s,
                loading: false,
                pages: [...s.pages, { rows, next: nextPageOf(next, owner) ?? null }],
              }
            : s,
        ),
      (error: unknown) =>
        setState((s) => (same(s) ? { ...s, loading: false, error: error ?? "failed" } : s)),
    );
  };

  let items = first;
  if (first && current.pages.length > 0) {
    const seen = new Set(first.map((row) => row.id));
    items = [...first];
    for (const page of current.pages) {
      for (const row of page.rows) {
        if (!seen.has(row.id)) {
          seen.add(row.id);
          items.push(row);
        }
      }
    }
  }

  return {
    items,
    hasMore: Boolean(first && next),
    loadedMore: current.pages.length > 0,
    loading: current.loading,
    error: current.error,
    loadMore,
  };
}
