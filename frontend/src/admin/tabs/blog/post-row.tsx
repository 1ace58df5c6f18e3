// One post in the blog editor's list: title, state (Published, Scheduled for a later time, or
// Draft), date, reading time, categories and excerpt; Preview opens the post on its real page
// in a new tab (a draft or a scheduled post shows there to the owner only).
import { CalendarClock, Clock, ExternalLink } from "lucide-react";

import { buttonClass } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { formatUsLongDate, formatUsLongDateTime } from "@/lib/format";

import {
  Badge,
  EditorListItem,
  RowActions,
  RowFact,
  StatusBadge,
  type EditorRowProps,
} from "../../components/list-controls";
import { ShareButton } from "../../components/share-links/share-button";
import type { AdminBlogPost } from "./api";
import { isScheduled } from "./schema";

export function PostRow({
  row: post,
  active,
  deleting,
  onEdit,
  onDelete,
}: EditorRowProps<AdminBlogPost>) {
  const scheduled = isScheduled(post);
  const live = post.isPublished && !scheduled;
  const title = post.title || "Untitled draft";
  return (
    <EditorListItem
      active={active}
      info={
        <>
          <h3 className="font-semibold break-words text-slate-900 dark:text-white">{title}</h3>
          <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            {scheduled ? (
              <Badge tone="grey" icon={CalendarClock}>
                Scheduled
              </Badge>
            ) : (
              <StatusBadge published={post.isPublished} />
            )}
            {scheduled ? (
              <time dateTime={post.publishedAt}>for {formatUsLongDateTime(post.publishedAt)}</time>
            ) : (
              <time dateTime={post.publishedAt}>{formatUsLongDate(post.publishedAt)}</time>
            )}
            <RowFact icon={Clock}>{post.readTime} min read</RowFact>
            {post.categories[0] && <span>{post.categories.join(", ")}</span>}
          </div>
        </>
      }
      body={
        <p className="line-clamp-2 text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">
          {post.excerpt}
        </p>
      }
      actions={
        <div className="flex flex-wrap justify-end gap-2">
          {!live && <ShareButton target={{ type: "post", id: post.id, title }} />}
          <a
            href={paths.blogPost(post.slug)}
            target="_blank"
            rel="noopener"
            aria-label={`${live ? "View" : "Preview"} ${title} (opens in a new tab)`}
            title={`${live ? "View" : "Preview"} ${title}`}
            className={buttonClass({ variant: "outline", size: "xs", weight: "medium" })}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {live ? "View" : "Preview"}
          </a>
          <RowActions
            alwaysLabelled
            title={post.title}
            onEdit={onEdit}
            onDelete={onDelete}
            deleting={deleting}
          />
        </div>
      }
    />
  );
}
