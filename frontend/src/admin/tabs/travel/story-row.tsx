// One story in the travel editor's list: place, title, state, visit date, length and position.
import { CalendarDays, MapPin } from "lucide-react";

import type { TravelStory } from "./api";
import { flagFor } from "./countries";
import { EditorListItem, RowActions, StatusBadge } from "../../components/list-controls";
import { formatCalendarDate } from "../../lib/editor";

export function StoryRow({
  story,
  active,
  deleting,
  onEdit,
  onDelete,
}: {
  story: TravelStory;
  active: boolean;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <EditorListItem
      active={active}
      info={
        <>
          <p className="flex items-center gap-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">
            <span aria-hidden="true">{flagFor(story.country)}</span>
            <span className="min-w-0 [overflow-wrap:anywhere]">
              {story.city ? `${story.city}, ${story.country}` : story.country}
            </span>
          </p>
          <h3 className="mt-0.5 font-semibold break-words text-slate-900 dark:text-white">
            {story.title}
          </h3>
          <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            <StatusBadge published={story.isPublished} />
            {story.visitDate && (
              <span className="inline-flex items-center gap-1">
                <CalendarDays aria-hidden="true" className="size-3.5" />
                <time dateTime={story.visitDate}>{formatCalendarDate(story.visitDate)}</time>
              </span>
            )}
            {story.duration && <span>{story.duration}</span>}
            {story.coordinates && (
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden="true" className="size-3.5" />
                {story.coordinates.lat}, {story.coordinates.lng}
              </span>
            )}
          </div>
        </>
      }
      body={
        <p className="line-clamp-2 text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">
          {story.content}
        </p>
      }
      actions={
        <RowActions
          alwaysLabelled
          title={story.title}
          onEdit={onEdit}
          onDelete={onDelete}
          deleting={deleting}
        />
      }
    />
  );
}
