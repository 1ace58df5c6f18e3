import type { Schemas } from "@/lib/api-schemas";
import { usePublicData } from "@/lib/public-data";

export type Achievement = Schemas["AchievementRead"];

export const achievementsKey = "/api/achievements";

/** Published achievements, newest first (the server decides what a visitor may see). */
export function useAchievements() {
  return usePublicData<Achievement[]>(achievementsKey);
}
