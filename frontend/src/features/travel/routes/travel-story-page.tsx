import { CalendarDays, Check, Clock, Expand, MapPin } from "lucide-react";
import { useState } from "react";

import { MetaItem } from "@/components/ui/meta-item";
import { CoverImage } from "@/components/ui/cover-image";
import { DetailPage, UpLink } from "@/components/ui/detail-page";
import { Lightbox } from "@/components/ui/lightbox";
import { RichText } from "@/components/ui/rich-text";
import { paths } from "@/config/paths";
import { useDetailRoute } from "@/lib/detail-data";
import { formatUsLongDay } from "@/lib/format";
import { CountryFlag } from "@/components/ui/country-flag";
import { DETAIL_SIZES, THUMBNAIL_SIZES } from "@/lib/srcset";

import { useTravelStory } from "../api/get-story";
import type { TravelStory } from "../api/get-stories";
import { StoryImage } from "../components/story-image";
import { storyPhotos, storyPlace } from "../lib/story-photos";

const backToTravel = (
  <UpLink to={paths.travel} flush>
    Back to Travel
  </UpLink>
);

function StoryArticle({ story }: { story: TravelStory }) {
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const place = storyPlace(story);
  const photos = storyPhotos(story);
  const coverText = photos.length > 1 ? `${photos.length} photos` : "View photo";
  const cover = story.imageUrl || story.gallery[0] || "";
  // The gallery's thumbnails, each with its place in the viewer's sequence.
  const thumbnails = photos
    .map((photo, index) => ({ photo, index }))
    .filter(({ photo }) => story.gallery.includes(photo.src));

  return (
    <article className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      {backToTravel}

      <div className="relative mt-8 overflow-hidden rounded-2xl">
        {cover ? (
          <button
            type="button"
            onClick={() => setViewerIndex(0)}
            // The name holds what the button shows ("3 photos"), as WCAG 2.5.3 asks.
            aria-label={`Open photo viewer: ${place}, ${coverText}`}
            className="group block w-full cursor-zoom-in"
          >
            <StoryImage
              src={cover}
              alt={place}
              country={story.country}
              eager
              sizes={DETAIL_SIZES}
            />
            <span
              aria-hidden="true"
              className="absolute right-3 bottom-3 inline-flex items-center gap-1 rounded-full bg-slate-900/80 px-3 py-1.5 text-xs font-semibold text-white opacity-90 group-hover:opacity-100"
            >
              <Expand className="size-3.5" />
              {coverText}
            </span>
          </button>
        ) : (
          <StoryImage src="" alt={place} country={story.country} />
        )}
      </div>

      <div className="mt-8 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600 dark:text-slate-400">
        {story.continent && (
          <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            {story.continent}
          </span>
        )}
        <span className="inline-flex items-center gap-1">
          <MapPin aria-hidden="true" className="size-4" />
          <CountryFlag country={story.country} className="h-3 w-4" />
          {place}
        </span>
        {story.visitDate && (
          <MetaItem icon={CalendarDays} label="Visited">
            <time dateTime={story.visitDate}>{formatUsLongDay(story.visitDate)}</time>
          </MetaItem>
        )}
        {story.duration && (
          <MetaItem icon={Clock} label="Duration">
            {story.duration}
          </MetaItem>
        )}
      </div>
      <h1 className="mt-4 text-4xl leading-tight font-bold text-slate-900 dark:text-white">
        {story.title}
      </h1>
      <RichText
        html={story.content}
        format={story.contentFormat}
        className="mt-8 max-w-[70ch] text-lg text-slate-800 dark:text-slate-200"
      />

      {story.highlights.length > 0 && (
        <section aria-labelledby="highlights-heading" className="mt-12">
          <h2
            id="highlights-heading"
            className="text-2xl font-semibold text-slate-900 dark:text-white"
          >
            Highlights
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {story.highlights.map((highlight) => (
              <li
                key={highlight}
                className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-slate-800 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-200"
              >
                <Check
                  aria-hidden="true"
                  className="mt-1 size-4 shrink-0 text-emerald-700 dark:text-emerald-400"
                />
                {highlight}
              </li>
            ))}
          </ul>
        </section>
      )}

      {thumbnails.length > 0 && (
        <section aria-labelledby="gallery-heading" className="mt-12">
          <h2
            id="gallery-heading"
            className="text-2xl font-semibold text-slate-900 dark:text-white"
          >
            Photo Gallery
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {thumbnails.map(({ photo, index }) => (
              <li key={photo.src}>
                <button
                  type="button"
                  onClick={() => setViewerIndex(index)}
                  className="group block w-full cursor-zoom-in overflow-hidden rounded-xl"
                >
                  <CoverImage
                    src={photo.src}
                    alt={photo.alt}
                    sizes={THUMBNAIL_SIZES}
                    className="transition-transform duration-300 group-hover:scale-105"
                  />
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="mt-12 border-t border-slate-200 pt-8 dark:border-slate-800">
        {backToTravel}
      </div>

      <Lightbox images={photos} index={viewerIndex} onIndexChange={setViewerIndex} />
    </article>
  );
}

/** /travel/{slug}: the story in full, its highlights and its photos (which open the viewer). */
export default function TravelStoryPage() {
  const state = useDetailRoute(useTravelStory);

  return (
    <DetailPage
      state={state}
      back={backToTravel}
      notFound={{
        title: "Story Not Found",
        message: "The travel story you're looking for doesn't exist.",
      }}
      loadingLabel="Loading story"
      width="max-w-4xl"
      failedMessage="This story could not be loaded. Please try again later."
    >
      {(found) => <StoryArticle story={found} />}
    </DetailPage>
  );
}
