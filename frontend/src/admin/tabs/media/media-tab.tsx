// The Media editor: an overview by type, the add/edit form, and a scrollable list of every
// article, video and podcast (hidden ones too) with a type filter.
import { ContentEditor } from "../../components/content-editor";
import { editorMessages } from "../../lib/use-content-editor";
import { mediaItems } from "./api";
import { MediaFields } from "./media-fields";
import { MediaOverview } from "./media-overview";
import { MediaRow } from "./media-row";
import { TYPE_FILTERS, filterByType, typeLabel, type TypeFilter } from "./options";
import { mediaForm } from "./schema";

function emptyText(filter: TypeFilter): string {
  return filter === "all"
    ? "No media items found. Add your first article, video or podcast with the form."
    : `No media items found of this type. Choose another filter or add a ${typeLabel(filter).toLowerCase()} with the form.`;
}

export function MediaTab() {
  return (
    <ContentEditor
      draftName="media"
      collection={mediaItems}
      Overview={MediaOverview}
      headingLevel="h3"
      form={mediaForm}
      Fields={MediaFields}
      rowName={(item) => item.title}
      text={{
        heading: ["Add Media Item", "Edit Media Item"],
        submit: ["Add Media Item", "Update Media Item"],
      }}
      messages={editorMessages("Media item", { verb: "add" })}
      confirmDelete={{
        title: "Delete media item?",
        message: (item) =>
          `Are you sure you want to delete “${item.title}”? This action cannot be undone.`,
      }}
      list={{
        title: "Media Items",
        Row: MediaRow,
        emptyText,
        filter: { label: "Filter by type", options: TYPE_FILTERS, apply: filterByType },
        scrollRegion: "Media items list",
      }}
    />
  );
}
