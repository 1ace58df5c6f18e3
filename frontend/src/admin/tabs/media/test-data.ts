// A media item as the API returns it, for the media editor's tests.
import type { MediaItem } from "./api";

export function mediaItem(
  id: string,
  type: MediaItem["type"],
  extra: Partial<MediaItem> = {},
): MediaItem {
  return {
    id,
    slug: id,
    title: `Title ${id}`,
    description: "",
    type,
    url: "",
    publishedAt: "2025-01-04T12:00:00Z",
    platform: "",
    featured: false,
    category: "",
    imageUrl: "",
    readTime: null,
    publication: "",
    duration: "",
    isPublished: true,
    createdAt: "2025-01-04T12:00:00Z",
    updatedAt: "2025-01-04T12:00:00Z",
    ...extra,
  };
}
