// The blog editor: the post form on the left, the owner's posts (drafts too) on the right.
// Deleting a post asks nothing (the specification); its toast offers Undo instead. Its words
// are in admin/config/editors.json.
import { FileText } from "lucide-react";
import { useState } from "react";

import { useToast } from "@/components/ui/toast";

import { ContentEditor } from "../../components/content-editor";
import { ShareLinksSection } from "../../components/share-links/share-links-section";
import { failureToast } from "../../lib/failure";
import { blogPosts, useBlogWrites, type AdminBlogPost } from "./api";
import { PostFields } from "./post-fields";
import { PostRow } from "./post-row";
import { UNDO_TOAST_MS, blogForm, type BlogFormValues } from "./schema";
import { SessionContext, SessionSlot, versionedWrites } from "./writing-session";

const PARTS = { Fields: PostFields, Row: PostRow, icon: FileText };
// Once the first autosave has made a draft, the form saves into it: 'Update Post'.
const FORM = { ...blogForm, savesIntoRow: (values: BlogFormValues) => values.postId !== null };

export function BlogTab() {
  const { toast } = useToast();
  const { restore } = useBlogWrites();
  // The form's writing session (autosave, versions) and the writes that go through it.
  const [slot] = useState(() => new SessionSlot());
  const [collection] = useState(() => ({
    path: blogPosts.path,
    useList: blogPosts.useList,
    useWrites: function useVersionedWrites() {
      return versionedWrites(slot, blogPosts.useWrites());
    },
  }));

  const undoDelete = async (post: AdminBlogPost) => {
    try {
      await restore(post.id);
      toast({ title: "Success", description: `“${post.title}” is back.` });
    } catch (failure) {
      toast(failureToast(failure, "Failed to restore the blog post."));
    }
  };

  return (
    <SessionContext value={slot}>
      <ContentEditor
        area="blog"
        collection={collection}
        form={FORM}
        parts={PARTS}
        deletedToast={(post, deleted) => ({
          ...deleted,
          durationMs: UNDO_TOAST_MS,
          action: { label: "Undo", onClick: () => void undoDelete(post) },
        })}
      />
      <ShareLinksSection targetType="post" title="Share links to posts" />
    </SessionContext>
  );
}
