import { BookOpen, Camera, Plane } from "lucide-react";
import { useMemo, useState } from "react";

import { ItemList } from "@/components/ui/item-list";
import { ButtonLink } from "@/components/ui/button";
import { BackLink } from "@/components/ui/back-link";
import { FilterTabs, filterPanelProps } from "@/components/ui/filter-tabs";
import { Lightbox, type LightboxImage } from "@/components/ui/lightbox";
import { EmptyState, ListStates, SkeletonList } from "@/components/ui/list-states";
import { Skeleton, Skeletons } from "@/components/ui/skeleton";
import { PageIntro } from "@/components/ui/page-intro";
import { paths } from "@/config/paths";
import { useStagedList } from "@/lib/staged-list";
import intros from "@/config/page-intros.json";

import { useTravelStories } from "../api/get-stories";
import { DestinationCard } from "../components/destination-card";
import { MapCard } from "../components/map-card";
import { CONTINENT_TABS, type ContinentFilter } from "../lib/continents";
import { storyPhotos } from "../lib/story-photos";

function GridSkeleton() {
  return (
    <SkeletonList
      label="Loading destinations"
      count={6}
      className="grid gap-8 md:grid-cols-2 lg:grid-cols-3"
      cardClassName="overflow-hidden"
    >
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="p-6">
        <Skeletons shapes="h-6 w-1/2 | mt-3 h-4 w-1/3 | mt-4 h-12 w-full | mt-6 h-10 w-full" />
      </div>
    </SkeletonList>
  );
}

/** /travel: the map card (its button opens the map of the stories), the continent filter and the destination cards. */
export default function TravelPage() {
  const query = useTravelStories();
  const stories = query.data;
  const [continent, setContinent] = useState<ContinentFilter>("all");
  const [viewer, setViewer] = useState<{ images: LightboxImage[]; index: number | null }>({
    images: [],
    index: null,
  });

  const shown = useMemo(
    () => (stories ?? []).filter((story) => continent === "all" || story.continent === continent),
    [stories, continent],
  );
  const drawn = useStagedList(shown, 3);
  const countryCount = useMemo(
    () => new Set((stories ?? []).map((story) => story.country.trim().toLowerCase())).size,
    [stories],
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <BackLink />
      <PageIntro title={intros.travel.title} className="mt-6">
        {intros.travel.text}
      </PageIntro>

      <div className="mt-10">
        <MapCard countryCount={countryCount} />
      </div>

      <section aria-labelledby="destinations-heading" className="mt-16">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <h2
            id="destinations-heading"
            className="text-2xl font-semibold text-slate-900 dark:text-white"
          >
            Destinations
          </h2>
          <FilterTabs
            label="Continents"
            idPrefix="continent"
            tabs={CONTINENT_TABS}
            value={continent}
            onChange={setContinent}
          />
        </div>
        <div {...filterPanelProps("continent", continent)} className="mt-8">
          <ListStates
            data={stories}
            query={query}
            skeleton={<GridSkeleton />}
            failedMessage="The travel stories could not be loaded. Please try again later."
            isEmpty={shown.length === 0}
            empty={
              <EmptyState
                icon={Plane}
                title={
                  continent === "all"
                    ? "No travel stories yet"
                    : `No destinations in ${continent} yet`
                }
              >
                {continent === "all"
                  ? "Check back soon for new adventures!"
                  : "Try another continent."}
              </EmptyState>
            }
          >
            {() => (
              <ItemList items={drawn} className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
                {(story) => {
                  const photos = storyPhotos(story);
                  return (
                    <DestinationCard
                      story={story}
                      photoCount={photos.length}
                      onViewPhotos={() => setViewer({ images: photos, index: 0 })}
                    />
                  );
                }}
              </ItemList>
            )}
          </ListStates>
        </div>
      </section>

      <nav
        aria-label="More to explore"
        className="mt-16 flex flex-col items-center gap-4 rounded-2xl bg-slate-50 px-6 py-10 text-center sm:flex-row sm:justify-center dark:bg-slate-900"
      >
        <p className="text-slate-700 sm:mr-4 dark:text-slate-300">Want more from my travels?</p>
        <ButtonLink to={paths.blog} className="w-full justify-center sm:w-auto" icon={BookOpen}>
          Read My Travel Blog
        </ButtonLink>
        <ButtonLink
          to={paths.galleryAnchor}
          variant="secondary"
          className="w-full justify-center sm:w-auto"
          icon={Camera}
        >
          View Photo Gallery
        </ButtonLink>
      </nav>

      <Lightbox
        images={viewer.images}
        index={viewer.index}
        onIndexChange={(index) => setViewer((current) => ({ ...current, index }))}
      />
    </div>
  );
}
