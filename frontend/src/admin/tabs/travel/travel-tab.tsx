// The Travel editor: countries visited, the story form, and the owner's stories (unpublished
// too), most recent visit first.
import { Plane } from "lucide-react";

import { ContentEditor } from "../../components/content-editor";
import { editorMessages } from "../../lib/use-content-editor";
import { travelStories } from "./api";
import { travelForm } from "./schema";
import { StoryFields } from "./story-fields";
import { StoryRow } from "./story-row";
import { TravelOverview } from "./travel-overview";

export const TRAVEL_EMPTY_TEXT =
  "No travel stories yet... Use the form to write about the first place you visited.";

export function TravelTab() {
  return (
    <ContentEditor
      draftName="travel"
      collection={travelStories}
      Overview={TravelOverview}
      form={travelForm}
      Fields={StoryFields}
      rowName={(story) => story.title}
      text={{
        heading: ["Add Travel Story", "Edit Travel Story"],
        submit: ["Add Story", "Update Story"],
      }}
      messages={editorMessages("Travel story")}
      confirmDelete={{
        title: "Delete this travel story?",
        message: (story) =>
          `“${story.title}” will be removed for good. This action cannot be undone.`,
      }}
      list={{
        title: "Travel Stories",
        Row: StoryRow,
        emptyText: TRAVEL_EMPTY_TEXT,
        emptyIcon: <Plane aria-hidden="true" className="size-10 text-slate-400" />,
      }}
    />
  );
}
