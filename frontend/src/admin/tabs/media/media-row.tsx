// One article, video or podcast in the media editor's list.
import { FileText, Mic, Star, Video, type LucideIcon } from "lucide-react";

import { formatUsLongDate } from "@/lib/format";

import type { MediaItem, MediaType } from "./api";
import { typeLabel } from "./options";
import {
  Badge,
  RowActions,
  StatusBadge,
  type EditorRowProps,
} from "../../components/list-controls";

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
          <Badge tone="grey" icon={TYPE_ICONS[item.type] ?? FileText}>
            {typeLabel(item.type)}
          </Badge>
          <StatusBadge published={item.isPublished} />
          {item.featured && (
            <Badge tone="warm" icon={Star}>
              Featured
            </Badge>
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
