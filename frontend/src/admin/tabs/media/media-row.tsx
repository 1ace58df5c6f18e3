// One article, video or podcast in the media editor's list.
import { FileText, Mic, Star, Video, type LucideIcon } from "lucide-react";

import { formatUsLongDate } from "@/lib/format";

import type { MediaItem, MediaType } from "./api";
import { typeLabel } from "./options";
import { RowActions, StatusBadge, type EditorRowProps } from "../../components/list-controls";

export const TYPE_ICONS: Record<MediaType, LucideIcon> = {
  article: FileText,
  video: Video,
  podcast: Mic,
};

export function MediaRow({
  row: item,
  active,
  deleting,
  onEdit,
  onDelete,
}: EditorRowProps<MediaItem>) {
  const Icon = TYPE_ICONS[item.type] ?? FileText;
  const details = [
    item.publication || item.platform,
    formatUsLongDate(item.publishedAt),
    item.type === "article" && item.readTime ? `${item.readTime} min read` : item.duration,
  ].filter(Boolean);

  return (
    <li
      aria-current={active ? "true" : undefined}
      className={`flex items-start justify-between gap-3 p-3 sm:p-4 ${
        active ? "bg-accent-50 dark:bg-accent-800/20" : ""
      }`}
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            <Icon aria-hidden="true" className="size-3.5" />
            {typeLabel(item.type)}
          </span>
          <StatusBadge published={item.isPublished} />
          {item.featured && (
            <span className="inline-flex items-center gap-1 rounded-full bg-warm-100 px-2.5 py-0.5 text-xs font-semibold text-warm-800 dark:bg-warm-800/40 dark:text-warm-100">
              <Star aria-hidden="true" className="size-3.5" />
              Featured
            </span>
          )}
        </div>
        <p className="mt-1.5 line-clamp-2 font-semibold text-slate-900 dark:text-white">
          {item.title}
        </p>
        <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{details.join(" · ")}</p>
      </div>
      <RowActions title={item.title} onEdit={onEdit} onDelete={onDelete} deleting={deleting} />
    </li>
  );
}
