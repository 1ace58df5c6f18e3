import type { Schemas } from "@/lib/api-schemas";
import { usePublicPagedList } from "@/lib/public-data";

export type Achievement = Schemas["AchievementRead"];

export const achievementsKey = "/api/achievements";

/** Published achievements, newest first (the server decides what a visitor may see), a page
 * at a time: `{ query, list }` (lib/paged-list.ts). */
export function useAchievements() {
  return usePublicPagedList<Achievement>(achievementsKey);
}
