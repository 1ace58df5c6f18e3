// A post's History, on every writing session's dialog (admin/components/history-dialog.tsx):
// its title, excerpt and content compared with the editor's, and a restore that is a new save
// of the post (the form then holds the restored texts and the post's new version).
import { useFormikContext } from "formik";

import { HistoryDialog as WritingHistory } from "../../components/history-dialog";
import type { BlogFormValues } from "./schema";
import { revisionsPath, useWritingRequests, type RevisionDetail } from "./writing-api";
import type { WritingSession } from "./writing-session";

const FIELDS = [
  { key: "title", label: "Title" },
  { key: "excerpt", label: "Excerpt" },
  { key: "content", label: "Content" },
] as const;

const question = (when: string) =>
  `Restore the version of ${when}? The post's title, excerpt and content become this version's, as a new save (visitors see it at once if the post is published).`;

export function HistoryDialog({
  open,
  postId,
  session,
  onClose,
}: {
  open: boolean;
  postId: string;
  session: WritingSession;
  onClose: () => void;
}) {
  const { values, setValues } = useFormikContext<BlogFormValues>();
  const { restoreRevision } = useWritingRequests();

  const restore = async (detail: RevisionDetail) => {
    const post = await restoreRevision(postId, detail.id, session.version);
    const restored: BlogFormValues = {
      ...values,
      title: post.title,
      excerpt: post.excerpt,
      content: post.contentSource,
      ...("contentFormat" in values ? { contentFormat: post.contentFormat } : {}),
      postId: post.id,
      version: post.version,
    };
    session.restored(post, restored);
    await setValues(restored, false);
  };

  return (
    <WritingHistory<RevisionDetail & Record<string, unknown>>
      open={open}
      path={revisionsPath(postId)}
      fields={FIELDS}
      current={{ title: values.title, excerpt: values.excerpt, content: values.content }}
      autosaver={session.autosaver}
      question={question}
      restore={restore}
      description="Every save keeps a version: the newest autosaves, the saves and every published version."
      onClose={onClose}
    />
  );
}
