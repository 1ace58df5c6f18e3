import { usePublicData } from "@/lib/public-data";

export type MediaType = "article" | "video" | "podcast";

export type MediaItem = {
  id: string;
  slug: string;
  title: string;
  /** An article's excerpt, or what an appearance was about. */
  description: string;
  type: MediaType;
  url: string;
  publishedAt: string;
  platform: string;
  featured: boolean;
  category: string;
  imageUrl: string;
  readTime: number | null;
  publication: string;
  duration: string;
  isPublished: boolean;
};

export const mediaItemsKey = "/api/media-items";

/** Published articles and appearances, newest first; the page splits them by type. */
export function useMediaItems() {
  return usePublicData<MediaItem[]>(mediaItemsKey);
}
