// One story in the travel editor's list: place, title, state, visit date, length and position.
import { CalendarDays, MapPin } from "lucide-react";

import { CountryFlag } from "@/components/ui/country-flag";

import { ContentRow, RowFact, type EditorRowProps } from "../../components/list-controls";
import { formatCalendarDate } from "../../lib/editor";
import type { TravelStory } from "./api";

export function StoryRow({ row: story, ...row }: EditorRowProps<TravelStory>) {
  return (
    <ContentRow
      {...row}
      eyebrow={
        <p className="flex items-center gap-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">
          <CountryFlag country={story.country} className="h-3.5 w-[1.167rem] shrink-0" />
          <span className="min-w-0 [overflow-wrap:anywhere]">
            {story.city ? `${story.city}, ${story.country}` : story.country}
          </span>
        </p>
      }
      title={story.title}
      name={story.title}
      published={story.isPublished}
      summary={story.contentSource}
      facts={
        <>
          {story.visitDate && (
            <RowFact icon={CalendarDays}>
              <time dateTime={story.visitDate}>{formatCalendarDate(story.visitDate)}</time>
            </RowFact>
          )}
          {story.duration && <span>{story.duration}</span>}
          {story.coordinates && (
            <RowFact icon={MapPin}>
              {story.coordinates.lat}, {story.coordinates.lng}
            </RowFact>
          )}
        </>
      }
    />
  );
}
