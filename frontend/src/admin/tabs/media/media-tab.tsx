// The Media editor: an overview by type, the add/edit form, and a scrollable list of every
// article, video and podcast (hidden ones too) with a type filter.
import { ContentEditor } from "../../components/content-editor";
import { mediaItems } from "./api";
import { MediaFields } from "./media-fields";
import { MediaOverview } from "./media-overview";
import { MediaRow } from "./media-row";
import { TYPE_FILTERS, filterByType, typeLabel, type TypeFilter } from "./options";
import { MEDIA_FORM_FIELDS, mediaFormValues, mediaPayload, mediaSchema } from "./schema";

function emptyText(filter: TypeFilter): string {
  return filter === "all"
    ? "No media items found. Add your first article, video or podcast with the form."
    : `No media items found of this type. Choose another filter or add a ${typeLabel(filter).toLowerCase()} with the form.`;
}

export function MediaTab() {
  const query = mediaItems.useList();
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold text-slate-900 dark:text-white">Media Management</h2>
      <ContentEditor
        draftName="media"
        query={query}
        writes={mediaItems.useWrites()}
        emptyValues={() => mediaFormValues(null)}
        valuesFrom={mediaFormValues}
        toPayload={mediaPayload}
        fields={MEDIA_FORM_FIELDS}
        schema={mediaSchema}
        Fields={MediaFields}
        rowName={(item) => item.title}
        headingLevel="h3"
        text={{
          createHeading: "Add Media Item",
          editHeading: "Edit Media Item",
          create: "Add Media Item",
          update: "Update Media Item",
          reset: "Clear Form",
        }}
        messages={{
          created: "Media item added successfully!",
          updated: "Media item updated successfully!",
          deleted: "Media item deleted successfully!",
          createFailed: "Failed to add media item. Please try again.",
          updateFailed: "Failed to update media item. Please try again.",
          deleteFailed: "Failed to delete media item. Please try again.",
        }}
        confirmDelete={{
          title: "Delete media item?",
          message: (item) =>
            `Are you sure you want to delete “${item.title}”? This action cannot be undone.`,
        }}
        overview={<MediaOverview items={query.data} />}
        list={{
          title: "Media Items",
          Row: MediaRow,
          emptyText,
          filter: { label: "Filter by type", options: TYPE_FILTERS, apply: filterByType },
          scrollRegion: "Media items list",
        }}
      />
    </div>
  );
}
