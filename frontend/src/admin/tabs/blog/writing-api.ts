// The blog editor's writing requests (issue 15): autosave, the revisions of a post, and putting
// one back. Reads live under the owner's SWR keys, so every write under /api/blog-posts
// revalidates them too (admin/api/owner-data.ts).
import useSWR, { useSWRConfig } from "swr";

import type { Schemas } from "@/lib/api-schemas";

import { ownerKey, useOwnerWrite } from "../../api/owner-data";
import { ownerRequest } from "../../lib/session";
import { BLOG_POSTS_PATH, type AdminBlogPost } from "./api";

export type Revision = Schemas["BlogPostRevisionSummary"];
export type RevisionDetail = Schemas["BlogPostRevision"];
export type AutosaveBody = Schemas["BlogPostAutosaveRequest"];

const REVISION_SCOPE = "owner-revision";

export const revisionsPath = (postId: string) => `${BLOG_POSTS_PATH}/${postId}/revisions`;

function ownerFetch<T>([, path]: readonly [string, string]): Promise<T> {
  return ownerRequest<T>(path);
}

/** A post's revisions, newest first (none asked for while `postId` is null). */
export function useRevisions(postId: string | null) {
  return useSWR<Revision[], Error, readonly [string, string] | null>(
    postId ? ownerKey(revisionsPath(postId)) : null,
    ownerFetch,
    // Asked for afresh at every opening of History (the panel dedupes reads for 5 minutes).
    { revalidateOnMount: true, dedupingInterval: 0 },
  );
}

/** Forget the cached list of a post's revisions (the History dialog closed): saves prune old
 * autosaves, so the next opening lists what the server has, never a row that is gone. */
export function useForgetRevisions() {
  const { mutate } = useSWRConfig();
  return (postId: string) =>
    void mutate(ownerKey(revisionsPath(postId)), undefined, { revalidate: false });
}

/** One revision with its texts (none asked for while either id is null). */
export function useRevision(postId: string | null, revisionId: string | null) {
  return useSWR<RevisionDetail, Error, readonly [string, string] | null>(
    // A revision never changes, so its key is kept outside the owner's scope: the refresh that
    // follows a write (ownerKey's lists) never reads again one that the write may have pruned.
    postId && revisionId
      ? ([REVISION_SCOPE, `${revisionsPath(postId)}/${revisionId}`] as const)
      : null,
    ownerFetch,
  );
}

/** Autosave (a new post's first, then the post's own) and restoring a revision. */
export function useWritingRequests() {
  const send = useOwnerWrite(BLOG_POSTS_PATH);
  return {
    autosaveNew: (body: AutosaveBody) =>
      send<AdminBlogPost>("POST", `${BLOG_POSTS_PATH}/autosave`, body),
    autosave: (postId: string, body: AutosaveBody) =>
      send<AdminBlogPost>("POST", `${BLOG_POSTS_PATH}/${postId}/autosave`, body),
    restoreRevision: (postId: string, revisionId: string, version: number | null) =>
      send<AdminBlogPost>("POST", `${revisionsPath(postId)}/${revisionId}/restore`, { version }),
  };
}

export type WritingRequests = ReturnType<typeof useWritingRequests>;
