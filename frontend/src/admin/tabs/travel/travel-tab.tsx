// The Travel editor: countries visited, the story form, and the owner's stories (unpublished
// too), most recent visit first.
import { Plane } from "lucide-react";

import { ContentEditor } from "../../components/content-editor";
import { travelStories } from "./api";
import {
  TRAVEL_FIELDS,
  emptyTravelValues,
  travelPayload,
  travelSchema,
  travelValuesFrom,
} from "./schema";
import { StoryFields } from "./story-fields";
import { StoryRow } from "./story-row";
import { TravelOverview } from "./travel-overview";

export const TRAVEL_EMPTY_TEXT =
  "No travel stories yet... Use the form to write about the first place you visited.";

export function TravelTab() {
  const query = travelStories.useList();
  return (
    <ContentEditor
      draftName="travel"
      query={query}
      writes={travelStories.useWrites()}
      emptyValues={() => emptyTravelValues}
      valuesFrom={travelValuesFrom}
      toPayload={travelPayload}
      fields={TRAVEL_FIELDS}
      rename={{ coordinates: "latitude" }}
      schema={travelSchema}
      Fields={StoryFields}
      rowName={(story) => story.title}
      text={{
        createHeading: "Add Travel Story",
        editHeading: "Edit Travel Story",
        create: "Add Story",
        update: "Update Story",
        creating: "Adding...",
        updating: "Updating...",
        reset: "Clear Form",
      }}
      messages={{
        created: "Travel story created successfully!",
        updated: "Travel story updated successfully!",
        deleted: "Travel story deleted successfully!",
        createFailed: "Failed to create travel story. Please try again.",
        updateFailed: "Failed to update travel story. Please try again.",
        deleteFailed: "Failed to delete travel story. Please try again.",
      }}
      confirmDelete={{
        title: "Delete this travel story?",
        message: (story) =>
          `“${story.title}” will be removed for good. This action cannot be undone.`,
      }}
      overview={<TravelOverview stories={query.data} />}
      list={{
        title: "Travel Stories",
        Row: StoryRow,
        emptyText: TRAVEL_EMPTY_TEXT,
        emptyIcon: <Plane aria-hidden="true" className="size-10 text-slate-400" />,
      }}
    />
  );
}
