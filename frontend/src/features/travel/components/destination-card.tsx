import { BookOpen, CalendarDays, Clock, Images, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { Button, ButtonLink } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { CountryFlag } from "@/components/ui/country-flag";
import { formatMonthYear } from "@/lib/format";
import { richTextSummary } from "@/lib/rich-text";

import type { TravelStory } from "../api/get-stories";
import { storyPlace } from "../lib/story-photos";
import { StoryImage } from "./story-image";

export const MAX_CARD_HIGHLIGHTS = 3;

type Props = {
  story: TravelStory;
  photoCount: number;
  /** Open the image viewer at the story's first photo. */
  onViewPhotos: () => void;
  eager?: boolean;
};

/** A destination on /travel: flag, place, when and how long, two lines of the story, at most
 * three highlights, and the ways in (the story page, the photos). */
/** A term and its value in the card's facts: the term is an icon to the eye, words to a screen
 * reader. */
function Fact({
  icon: Icon,
  term,
  children,
}: {
  icon: LucideIcon;
  term: string;
  children: ReactNode;
}) {
  return (
    <div className="inline-flex items-center gap-1">
      <dt>
        <Icon aria-hidden="true" className="size-4" />
        <span className="sr-only">{term}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

export function DestinationCard({ story, photoCount, onViewPhotos, eager = false }: Props) {
  const place = storyPlace(story);
  const headingId = `story-${story.id}-heading`;
  const shown = story.highlights.slice(0, MAX_CARD_HIGHLIGHTS);
  const more = story.highlights.length - shown.length;

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-1 hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="relative">
        {photoCount > 0 ? (
          // The picture opens the viewer too; the 'View Photos' button is the keyboard's way.
          <button
            type="button"
            tabIndex={-1}
            onClick={onViewPhotos}
            aria-label={`Open photo viewer: ${place}`}
            className="group block w-full cursor-zoom-in overflow-hidden"
          >
            <StoryImage
              src={story.imageUrl || story.gallery[0]}
              alt={place}
              country={story.country}
              eager={eager}
              className="transition-transform duration-300 group-hover:scale-105"
            />
          </button>
        ) : (
          <StoryImage src="" alt={place} country={story.country} />
        )}
        <span
          aria-hidden="true"
          className="absolute top-3 left-3 flex rounded-lg bg-white/90 p-1.5 shadow-sm dark:bg-slate-900/90"
        >
          <CountryFlag country={story.country} className="h-5 w-auto" />
        </span>
        {story.continent && (
          <span className="absolute top-3 right-3 rounded-full bg-slate-900/80 px-3 py-1 text-xs font-semibold text-white">
            {story.continent}
          </span>
        )}
        {photoCount > 1 && (
          <span
            aria-hidden="true"
            className="absolute right-3 bottom-3 inline-flex items-center gap-1 rounded-full bg-slate-900/80 px-2.5 py-1 text-xs font-semibold text-white"
          >
            <Images className="size-3.5" />
            {photoCount}
          </span>
        )}
      </div>

      <div className="flex flex-1 flex-col p-6">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900 dark:text-white">
          {story.city || story.country}
        </h2>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          <CountryFlag country={story.country} className="mr-1.5 h-[0.8em] w-auto align-baseline" />
          {story.country}
        </p>
        <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
          {story.visitDate && (
            <Fact icon={CalendarDays} term="Visited">
              <time dateTime={story.visitDate}>{formatMonthYear(story.visitDate)}</time>
            </Fact>
          )}
          {story.duration && (
            <Fact icon={Clock} term="Duration">
              {story.duration}
            </Fact>
          )}
        </dl>
        <p className="mt-3 line-clamp-2 text-slate-700 dark:text-slate-300">
          {richTextSummary(story.content, story.contentFormat)}
        </p>
        {shown.length > 0 && (
          <ul aria-label="Highlights" className="mt-4 flex flex-wrap gap-2">
            {shown.map((highlight) => (
              <li
                key={highlight}
                className="rounded-full bg-accent-50 px-3 py-1 text-xs font-medium text-accent-800 dark:bg-accent-800/30 dark:text-accent-100"
              >
                {highlight}
              </li>
            ))}
            {more > 0 && (
              <li
                title={story.highlights.slice(MAX_CARD_HIGHLIGHTS).join(", ")}
                className="rounded-full bg-warm-100 px-3 py-1 text-xs font-semibold text-warm-800 dark:bg-warm-800/40 dark:text-warm-100"
              >
                +{more} more
              </li>
            )}
          </ul>
        )}
        <div className="mt-auto flex flex-wrap gap-3 pt-6">
          <ButtonLink
            to={paths.travelStory(story.slug)}
            size="sm"
            className="flex-1 justify-center"
            icon={BookOpen}
          >
            Read Story
            <span className="sr-only">: {place}</span>
          </ButtonLink>
          {photoCount > 0 && (
            <Button
              variant="outline"
              size="sm"
              onClick={onViewPhotos}
              className="flex-1 justify-center"
              icon={Images}
            >
              View Photos
              <span className="sr-only">: {place}</span>
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
