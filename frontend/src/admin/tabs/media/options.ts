// The choices the media editor offers: the three types (and the list's filter by type), and the
// platforms.
import choices from "@/config/choices.json";

import type { MediaType } from "./api";

export const MEDIA_TYPES: { value: MediaType; label: string; plural: string }[] = [
  { value: "article", label: "Article", plural: "Articles" },
  { value: "video", label: "Video", plural: "Videos" },
  { value: "podcast", label: "Podcast", plural: "Podcasts" },
];

export type TypeFilter = "all" | MediaType;

export const TYPE_FILTERS: { value: TypeFilter; label: string }[] = [
  { value: "all", label: "All" },
  ...MEDIA_TYPES.map(({ value, plural }) => ({ value, label: plural })),
];

export function typeLabel(value: string): string {
  return MEDIA_TYPES.find((t) => t.value === value)?.label ?? value;
}

/** The platform choices (the specification's 11): a video platform, a music streaming
 * service, a podcast directory, four student and youth publication outlets, a blogging
 * platform, a professional network, a social network, and Other (config/choices.json). */
export const PLATFORMS: readonly string[] = choices.mediaPlatforms;

/** The options of the platform select: none, the 11 platforms, and an item's own value when
 * it is not one of them (set in Django admin or by the demo content), so editing keeps it. */
export function platformOptions(current: string): { value: string; label: string }[] {
  const options = [
    { value: "", label: "No platform" },
    ...PLATFORMS.map((p) => ({ value: p, label: p })),
  ];
  if (current && !(PLATFORMS as readonly string[]).includes(current)) {
    options.push({ value: current, label: current });
  }
  return options;
}
