// The achievements editor: the add/edit form beside every award and certificate (hidden ones
// too), newest first as the Achievements page lists them (by date, so there is no order to
// change). Its words are in admin/config/editors.json.
import { Award } from "lucide-react";

import { ContentEditor } from "../../../components/content-editor";
import { AchievementFields } from "./achievement-fields";
import { AchievementRow } from "./achievement-row";
import { achievements } from "./api";
import { achievementForm } from "./schema";

const PARTS = {
  Fields: AchievementFields,
  Row: AchievementRow,
  icon: Award,
  headingLevel: "h3",
} as const;

export function AchievementsEditor() {
  return (
    <ContentEditor
      area="achievements"
      collection={achievements}
      form={achievementForm}
      parts={PARTS}
    />
  );
}
