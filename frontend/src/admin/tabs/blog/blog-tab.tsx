// The blog editor: the post form on the left, the owner's posts (drafts too) on the right.
// Deleting a post asks nothing (the specification); its toast offers Undo instead.
import { FileText } from "lucide-react";

import { useToast } from "@/components/ui/toast";

import { ContentEditor } from "../../components/content-editor";
import { failureToast } from "../../lib/failure";
import { blogPosts, useBlogWrites, type AdminBlogPost } from "./api";
import { PostFields } from "./post-fields";
import { PostRow } from "./post-row";
import {
  BLOG_FIELDS,
  UNDO_TOAST_MS,
  blogPayload,
  blogSchema,
  blogValuesFrom,
  emptyBlogValues,
} from "./schema";

export const BLOG_EMPTY_TEXT =
  "No blog posts yet! Write your first post to get started sharing your thoughts.";

export function BlogTab() {
  const { toast } = useToast();
  const writes = useBlogWrites();

  const undoDelete = async (post: AdminBlogPost) => {
    try {
      await writes.restore(post.id);
      toast({ title: "Success", description: `“${post.title}” is back.` });
    } catch (failure) {
      toast(failureToast(failure, "Failed to restore the blog post."));
    }
  };

  return (
    <ContentEditor
      draftName="blog"
      query={blogPosts.useList()}
      writes={writes}
      emptyValues={() => emptyBlogValues}
      valuesFrom={blogValuesFrom}
      toPayload={blogPayload}
      fields={BLOG_FIELDS}
      schema={blogSchema}
      Fields={PostFields}
      rowName={(post) => post.title}
      text={{
        createHeading: "Create New Post",
        editHeading: "Edit Post",
        create: "Create Post",
        update: "Update Post",
        creating: "Creating...",
        updating: "Updating...",
        reset: "Start Fresh",
      }}
      messages={{
        created: "Blog post created successfully!",
        updated: "Blog post updated successfully!",
        deleted: "Blog post deleted successfully!",
        createFailed: "Failed to create blog post. Please try again.",
        updateFailed: "Failed to update blog post. Please try again.",
        deleteFailed: "Failed to delete blog post. Please try again.",
      }}
      deletedToast={(post) => ({
        title: "Success",
        description: "Blog post deleted successfully!",
        durationMs: UNDO_TOAST_MS,
        action: { label: "Undo", onClick: () => void undoDelete(post) },
      })}
      list={{
        title: "Blog Posts",
        Row: PostRow,
        emptyText: BLOG_EMPTY_TEXT,
        emptyIcon: <FileText aria-hidden="true" className="size-10 text-slate-400" />,
      }}
    />
  );
}
