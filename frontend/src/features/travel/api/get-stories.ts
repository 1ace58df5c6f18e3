import { usePublicData } from "@/lib/public-data";

export type TravelStory = {
  id: string;
  slug: string;
  country: string;
  city: string;
  continent: string;
  title: string;
  content: string;
  imageUrl: string;
  coordinates: { lat: number; lng: number } | null;
  visitDate: string | null;
  duration: string;
  highlights: string[];
  gallery: string[];
  isPublished: boolean;
  createdAt: string;
  updatedAt: string;
};

export const storiesKey = "/api/travel-stories";

/** Published stories, most recent visit first (the server decides what a visitor may see). */
export function useTravelStories() {
  return usePublicData<TravelStory[]>(storiesKey);
}
