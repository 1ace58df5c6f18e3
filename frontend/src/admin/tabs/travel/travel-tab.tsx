// The Travel editor: countries visited, the story form, and the owner's stories (unpublished
// too), most recent visit first. Its words are in admin/config/editors.json.
import { Plane } from "lucide-react";

import { ContentEditor } from "../../components/content-editor";
import { travelStories } from "./api";
import { travelForm } from "./schema";
import { StoryFields } from "./story-fields";
import { StoryRow } from "./story-row";
import { TravelOverview } from "./travel-overview";

const PARTS = { Fields: StoryFields, Row: StoryRow, Overview: TravelOverview, icon: Plane };

export function TravelTab() {
  return <ContentEditor area="travel" collection={travelStories} form={travelForm} parts={PARTS} />;
}
