// The Media editor: an overview by type, the add/edit form, and a scrollable list of every
// article, video and podcast (hidden ones too) with a type filter: each chip is the server's
// list of that type (?type=video), a page at a time. Its words are in
// admin/config/editors.json.
import { ContentEditor } from "../../components/content-editor";
import { mediaItems } from "./api";
import { MediaFields } from "./media-fields";
import { MediaOverview } from "./media-overview";
import { MediaRow } from "./media-row";
import { TYPE_FILTERS, typeLabel } from "./options";
import { mediaForm } from "./schema";

const PARTS = {
  Fields: MediaFields,
  Row: MediaRow,
  Overview: MediaOverview,
  headingLevel: "h3",
} as const;

const FILTER = {
  label: "Filter by type",
  options: TYPE_FILTERS,
  param: "type",
  name: (value: string) => typeLabel(value).toLowerCase(),
};

export function MediaTab() {
  return (
    <ContentEditor
      area="media"
      collection={mediaItems}
      form={mediaForm}
      parts={PARTS}
      filter={FILTER}
    />
  );
}
