// The blog editor's requests: the owner's posts (drafts included), their writes, and the undo of
// a delete.
import type { Schemas } from "@/lib/api-schemas";

import { ownerCollection } from "../../api/owner-collection";

export type AdminBlogPost = Schemas["BlogPostRead"];
export type BlogPayload = Schemas["BlogPostWriteRequest"];

export const BLOG_POSTS_PATH = "/api/blog-posts";

export const blogPosts = ownerCollection<AdminBlogPost, BlogPayload>(BLOG_POSTS_PATH);

/** The collection's writes, and the undo of a delete. */
export function useBlogWrites() {
  const writes = blogPosts.useWrites();
  return {
    ...writes,
    /** Undo a delete (the server keeps a deleted post for BLOG_UNDO_SECONDS). */
    restore: (id: string) => writes.send<AdminBlogPost>("POST", `${BLOG_POSTS_PATH}/${id}/restore`),
  };
}
