// The blog editor: the post form on the left, the owner's posts (drafts too) on the right.
// Deleting a post asks nothing (the specification); its toast offers Undo instead.
import { FileText } from "lucide-react";

import { useToast } from "@/components/ui/toast";

import { ContentEditor } from "../../components/content-editor";
import { failureToast } from "../../lib/failure";
import { editorMessages } from "../../lib/use-content-editor";
import { blogPosts, useBlogWrites, type AdminBlogPost } from "./api";
import { PostFields } from "./post-fields";
import { PostRow } from "./post-row";
import { UNDO_TOAST_MS, blogForm } from "./schema";

export const BLOG_EMPTY_TEXT =
  "No blog posts yet! Write your first post to get started sharing your thoughts.";

const MESSAGES = editorMessages("Blog post");

export function BlogTab() {
  const { toast } = useToast();
  const { restore } = useBlogWrites();

  const undoDelete = async (post: AdminBlogPost) => {
    try {
      await restore(post.id);
      toast({ title: "Success", description: `“${post.title}” is back.` });
    } catch (failure) {
      toast(failureToast(failure, "Failed to restore the blog post."));
    }
  };

  return (
    <ContentEditor
      draftName="blog"
      collection={blogPosts}
      form={blogForm}
      Fields={PostFields}
      rowName={(post) => post.title}
      text={{
        heading: ["Create New Post", "Edit Post"],
        submit: ["Create Post", "Update Post"],
        reset: "Start Fresh",
      }}
      messages={MESSAGES}
      deletedToast={(post) => ({
        title: "Success",
        description: MESSAGES.deleted,
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
