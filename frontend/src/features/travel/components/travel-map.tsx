import { MapPin, MapPinOff, X } from "lucide-react";
import { useMemo, type RefObject } from "react";
import { Link } from "react-router-dom";

import { IconButton } from "@/components/ui/icon-button";
import { paths } from "@/config/paths";
import { keepTabInside, useModalDialog } from "@/hooks/use-modal-dialog";

import { useTravelStories, type TravelStory } from "../api/get-stories";
import { placeStories } from "../lib/map-pins";
import { storyPlace } from "../lib/story-photos";
import { WorldMap } from "./world-map";

const HEADING_ID = "travel-map-dialog-heading";

function plural(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`;
}

/** Every story as a plain link, for screen readers, small screens and the stories the map
 * cannot show. */
function StoryList({ stories, unplaced }: { stories: TravelStory[]; unplaced: number }) {
  return (
    <section aria-labelledby="travel-map-list-heading" className="mt-8">
      <h3
        id="travel-map-list-heading"
        className="text-lg font-semibold text-slate-900 dark:text-white"
      >
        All stories
      </h3>
      {unplaced > 0 && (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {unplaced === 1
            ? "1 story has no place on the map yet: it is listed here."
            : `${unplaced} stories have no place on the map yet: they are listed here.`}
        </p>
      )}
      <ul className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
        {stories.map((story) => {
          const Icon = story.coordinates ? MapPin : MapPinOff;
          return (
            <li key={story.id} className="flex items-start gap-2 py-1">
              <Icon
                aria-hidden="true"
                className="mt-1 size-4 shrink-0 text-accent-700 dark:text-accent-300"
              />
              <span>
                <Link
                  to={paths.travelStory(story.slug)}
                  className="rounded text-slate-800 hover:text-accent-700 hover:underline dark:text-slate-200 dark:hover:text-accent-300"
                >
                  <span className="font-semibold">{storyPlace(story)}</span>: {story.title}
                </Link>
                {!story.coordinates && (
                  <span className="ml-2 text-sm text-slate-500 dark:text-slate-400">
                    (not on the map)
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The travel map, opened by 'Launch Interactive Map' (loaded only then): a modal dialog, the
 * whole screen on a phone, with the world and a pin per published story that has coordinates,
 * then every story as a list. Escape, the Close button or a click beside it closes it; the page
 * does not scroll behind it; focus starts on Close and goes back to `opener` after.
 */
export default function TravelMap({
  onClose,
  opener,
}: {
  onClose: () => void;
  opener: RefObject<HTMLElement | null>;
}) {
  const query = useTravelStories();
  const stories = query.data;
  const { pins, unplaced } = useMemo(() => placeStories(stories ?? []), [stories]);

  const { ref: dialogRef, onCancel } = useModalDialog(true, {
    onClose,
    lockScroll: true,
    returnTo: opener,
  });

  let summary = "Loading the stories…";
  if (stories) {
    summary =
      stories.length === 0
        ? "No travel stories yet."
        : pins.length === 0
          ? "None of the stories has a place on the map yet."
          : `${plural(pins.length, "story", "stories")} on the map. Select a pin to read it.`;
  } else if (query.error) {
    summary = "The travel stories could not be loaded. Please try again later.";
  }

  return (
    // A click on the backdrop closes it; the keyboard's way is Escape (the dialog's cancel).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal dialog
    <dialog
      ref={dialogRef}
      aria-labelledby={HEADING_ID}
      onCancel={onCancel}
      onKeyDown={keepTabInside}
      onClick={(event) => {
        // A click on the dialog itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-0 h-full max-h-none w-full max-w-none bg-white p-0 text-slate-800 backdrop:bg-slate-950/70 sm:m-auto sm:h-fit sm:max-h-[calc(100dvh-3rem)] sm:w-[calc(100%-3rem)] sm:max-w-6xl sm:rounded-2xl sm:shadow-2xl dark:bg-slate-900 dark:text-slate-200"
    >
      <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-slate-200 bg-white px-4 py-3 sm:px-6 sm:py-4 dark:border-slate-800 dark:bg-slate-900">
        <div>
          <h2 id={HEADING_ID} className="text-xl font-semibold text-slate-900 dark:text-white">
            Interactive Travel Map
          </h2>
          <p
            role={query.error && !stories ? "alert" : "status"}
            className="mt-0.5 text-sm text-slate-600 dark:text-slate-400"
          >
            {summary}
          </p>
        </div>
        <IconButton
          icon={X}
          label="Close"
          iconClassName="size-6"
          onClick={onClose}
          className="-mr-2 rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
        />
      </div>
      <div className="px-4 pt-4 pb-8 sm:px-6">
        <WorldMap pins={pins} />
        {stories && stories.length > 0 && (
          <StoryList stories={stories} unplaced={unplaced.length} />
        )}
      </div>
    </dialog>
  );
}
