// A writing session's History reads (the blog's posts, the personal statement's drafts): the
// revisions of one text under `<its path>/revisions`, and one revision with its texts. Reads
// live under the owner's SWR keys, so every write under the text's path revalidates the list
// too (admin/api/owner-data.ts).
import useSWR, { useSWRConfig } from "swr";

import { ownerKey } from "../api/owner-data";
import { ownerRequest } from "./session";

/** What every revision in a History list carries (the server's AbstractRevision). */
export type RevisionSummary = {
  id: string;
  kind: "autosave" | "save" | "publish";
  version: number;
  author: string | null;
  createdAt: string;
  size: number;
};

const REVISION_SCOPE = "owner-revision";

function ownerFetch<T>([, path]: readonly [string, string]): Promise<T> {
  return ownerRequest<T>(path);
}

/** The revisions under `path` (e.g. /api/blog-posts/{id}/revisions), newest first; none asked
 * for while `path` is null. */
export function useRevisions<T extends RevisionSummary>(path: string | null) {
  return useSWR<T[], Error, readonly [string, string] | null>(
    path ? ownerKey(path) : null,
    ownerFetch,
    // Asked for afresh at every opening of History (the panel dedupes reads for 5 minutes).
    { revalidateOnMount: true, dedupingInterval: 0 },
  );
}

/** Forget the cached list under `path` (the History dialog closed): saves prune old
 * autosaves, so the next opening lists what the server has, never a row that is gone. */
export function useForgetRevisions() {
  const { mutate } = useSWRConfig();
  return (path: string) => void mutate(ownerKey(path), undefined, { revalidate: false });
}

/** One revision with its texts (none asked for while either is null). */
export function useRevision<T extends RevisionSummary>(
  path: string | null,
  revisionId: string | null,
) {
  return useSWR<T, Error, readonly [string, string] | null>(
    // A revision never changes, so its key is kept outside the owner's scope: the refresh that
    // follows a write (ownerKey's lists) never reads again one that the write may have pruned.
    path && revisionId ? ([REVISION_SCOPE, `${path}/${revisionId}`] as const) : null,
    ownerFetch,
  );
}
