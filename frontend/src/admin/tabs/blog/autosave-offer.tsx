// A published post's autosave is kept as a revision only (visitors keep seeing the post as it
// was saved). When the owner opens the post again, from any device, with such an autosave newer
// than the last save, it is offered back: "You have unsaved changes from <time>: Restore /
// Discard". Not offered when this device already brought its own unsaved values back.
import { useFormikContext } from "formik";
import { History } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { formatUsLongDateTime } from "@/lib/format";

import type { AdminBlogPost } from "./api";
import type { BlogFormValues } from "./schema";
import { useRevision, useRevisions, useWritingRequests } from "./writing-api";

type Decision = "undecided" | "offered" | "not offered" | "done";

export function AutosaveOffer({ post }: { post: AdminBlogPost }) {
  const { dirty, setValues } = useFormikContext<BlogFormValues>();
  const [decision, setDecision] = useState<Decision>("undecided");
  const { autosave } = useWritingRequests();
  const asking = decision === "undecided" || decision === "offered";
  const newest = useRevisions(asking ? post.id : null).data?.[0];
  const pending =
    newest && newest.kind === "autosave" && newest.version === post.version ? newest : null;
  const detail = useRevision(asking && pending ? post.id : null, pending?.id ?? null).data;
  const differs =
    detail &&
    (detail.title !== post.title ||
      detail.excerpt !== post.excerpt ||
      detail.content !== post.contentSource);

  // Decided once, when the answer is known: this device's own unsaved values win.
  if (decision === "undecided" && newest !== undefined && (!pending || detail)) {
    setDecision(differs && !dirty ? "offered" : "not offered");
  }
  if (decision !== "offered" || !detail) return null;

  const restore = () => {
    setDecision("done");
    void setValues(
      (current) => ({
        ...current,
        title: detail.title,
        excerpt: detail.excerpt,
        content: detail.content,
      }),
      false,
    );
  };
  // The server forgets it: the post's own text, autosaved, is newer than it.
  const discard = () => {
    setDecision("done");
    autosave(post.id, {
      title: post.title,
      excerpt: post.excerpt,
      content: post.contentSource,
      version: post.version,
    }).catch(() => undefined);
  };

  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-warm-400 bg-warm-100 p-3 text-sm text-slate-800 dark:border-warm-800 dark:bg-slate-800 dark:text-slate-100"
    >
      <History aria-hidden="true" className="size-4 shrink-0" />
      <span className="flex-1">
        You have unsaved changes from {formatUsLongDateTime(detail.createdAt)}.
      </span>
      <Button variant="outline" size="xs" weight="medium" onClick={restore}>
        Restore
      </Button>
      <Button variant="dangerOutline" size="xs" weight="medium" onClick={discard}>
        Discard
      </Button>
    </div>
  );
}
