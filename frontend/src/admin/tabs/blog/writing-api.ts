// The blog editor's writing requests (issue 15): autosave, the revisions of a post, and putting
// one back. The History reads are every writing session's (admin/lib/revisions.ts).
import type { Schemas } from "@/lib/api-schemas";

import { useOwnerWrite } from "../../api/owner-data";
import * as history from "../../lib/revisions";
import { BLOG_POSTS_PATH, type AdminBlogPost } from "./api";

export type Revision = Schemas["BlogPostRevisionSummary"];
export type RevisionDetail = Schemas["BlogPostRevision"];
export type AutosaveBody = Schemas["BlogPostAutosaveRequest"];

export const revisionsPath = (postId: string) => `${BLOG_POSTS_PATH}/${postId}/revisions`;

/** A post's revisions, newest first (none asked for while `postId` is null). */
export function useRevisions(postId: string | null) {
  return history.useRevisions<Revision>(postId ? revisionsPath(postId) : null);
}

/** One revision with its texts (none asked for while either id is null). */
export function useRevision(postId: string | null, revisionId: string | null) {
  return history.useRevision<RevisionDetail>(postId ? revisionsPath(postId) : null, revisionId);
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
