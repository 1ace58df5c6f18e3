import { CalendarDays, Clock, ExternalLink, Mic, Video } from "lucide-react";

import { MetaItem } from "@/components/ui/meta-item";
import { buttonClass } from "@/components/ui/button";
import { formatUsLongDate } from "@/lib/format";

import type { MediaItem } from "../api/get-media-items";

const TYPES = {
  video: { label: "Video", icon: Video },
  podcast: { label: "Podcast", icon: Mic },
  article: { label: "Article", icon: Mic },
} as const;

/** The View button: the recording in a new tab; not drawn when the item has no address. */
function ViewLink({ item }: { item: MediaItem }) {
  if (!item.url) return null;
  return (
    <a
      href={item.url}
      aria-label={`View: ${item.title} (opens in a new tab)`}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass({ size: "sm" })}
    >
      View
      <ExternalLink aria-hidden="true" className="size-4" />
    </a>
  );
}

export function AppearanceCard({ item }: { item: MediaItem }) {
  const { label, icon: Icon } = TYPES[item.type] ?? TYPES.video;
  return (
    <article
      aria-labelledby={`appearance-${item.id}`}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-3">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold text-accent-800 dark:bg-slate-800 dark:text-accent-300">
          <Icon aria-hidden="true" className="size-3.5" />
          {label}
        </span>
        {item.platform && (
          <span className="text-sm font-medium text-slate-600 dark:text-slate-400">
            {item.platform}
          </span>
        )}
      </div>
      <h3
        id={`appearance-${item.id}`}
        className="mt-4 text-lg font-semibold text-slate-900 dark:text-white"
      >
        {item.title}
      </h3>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
        <MetaItem icon={CalendarDays}>
          <time dateTime={item.publishedAt}>{formatUsLongDate(item.publishedAt)}</time>
        </MetaItem>
        {item.duration && <MetaItem icon={Clock}>{item.duration}</MetaItem>}
      </div>
      {item.description && (
        <p className="mt-3 flex-1 text-slate-600 dark:text-slate-400">{item.description}</p>
      )}
      {item.url && (
        <div className="mt-6">
          <ViewLink item={item} />
        </div>
      )}
    </article>
  );
}
