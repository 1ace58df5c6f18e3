import { usePublicData } from "@/lib/public-data";

export type Achievement = {
  id: string;
  title: string;
  description: string;
  imageUrl: string;
  /** The day it was awarded: "2025-01-04". */
  date: string;
  category: string;
  issuer: string;
  isPublished: boolean;
};

export const achievementsKey = "/api/achievements";

/** Published achievements, newest first (the server decides what a visitor may see). */
export function useAchievements() {
  return usePublicData<Achievement[]>(achievementsKey);
}
