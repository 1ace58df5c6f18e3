import type { LightboxImage } from "@/components/ui/lightbox";

import type { TravelStory } from "../api/get-stories";

/** "Tokyo, Japan" (or just the country when the story names no city). */
export function storyPlace(story: Pick<TravelStory, "city" | "country">): string {
  return [story.city, story.country].filter(Boolean).join(", ");
}

/** The story's picture then its gallery, each once: what the image viewer steps through. */
export function storyPhotos(story: TravelStory): LightboxImage[] {
  const sources = [...new Set([story.imageUrl, ...story.gallery].filter(Boolean))];
  const place = storyPlace(story);
  return sources.map((src, i) => ({
    src,
    alt: `Photo ${i + 1} of ${sources.length} from ${place}`,
    title: story.title,
    caption: place,
  }));
}
