// The achievements editor's requests: every award and certificate (hidden ones too) and their
// writes.
import type { Schemas } from "@/lib/api-schemas";

import { ownerCollection } from "../../../api/owner-collection";

export type Achievement = Schemas["AchievementRead"];
export type AchievementPayload = Schemas["AchievementWriteRequest"];

export const ACHIEVEMENTS_PATH = "/api/achievements";

export const achievements = ownerCollection<Achievement, AchievementPayload>(ACHIEVEMENTS_PATH);
