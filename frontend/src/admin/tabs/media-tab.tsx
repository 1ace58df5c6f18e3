// The Media editor: an overview by type, the add/edit form, and a scrollable list of every
// article, video and podcast (hidden ones too) with a type filter.
import { Form, Formik } from "formik";
import { useState } from "react";

import {
  MEDIA_FORM_FIELDS,
  mediaFormValues,
  mediaPayload,
  type MediaFormValues,
} from "./media/schema";
import {
  MEDIA_TYPES,
  TYPE_FILTERS,
  countByType,
  filterByType,
  platformOptions,
  typeLabel,
  type TypeFilter,
} from "./media/options";
import { mediaItems, type MediaItem, type MediaPayload } from "./media/api";

import { ConfirmDialog } from "../components/confirm-dialog";
import { EditorLayout } from "../components/editor-layout";
import { FilterChips } from "../components/filter-chips";
import {
  FormActions,
  inputClass,
  SelectField,
  SwitchField,
  TextAreaField,
  TextField,
} from "../components/form-controls";
import { ImageUrlField } from "../components/image-url-field";
import { ListState } from "../components/list-controls";
import { DraftKeeper, RestoredDraftNote } from "../components/draft-keeper";
import { useContentEditor } from "../lib/use-content-editor";
import { MediaRow, TYPE_ICONS } from "./media/media-row";
import { mediaSchema } from "./media/schema";

// --- the tab --------------------------------------------------------------------------------

export function MediaTab() {
  const { data, error, isLoading, mutate } = mediaItems.useList();
  const writes = mediaItems.useWrites();
  const editor = useContentEditor<MediaItem, MediaFormValues, MediaPayload>({
    draftName: "media",
    items: data,
    writes,
    emptyValues: () => mediaFormValues(null),
    valuesFrom: mediaFormValues,
    toPayload: mediaPayload,
    fields: MEDIA_FORM_FIELDS,
    messages: {
      created: "Media item added successfully!",
      updated: "Media item updated successfully!",
      deleted: "Media item deleted successfully!",
      createFailed: "Failed to add media item. Please try again.",
      updateFailed: "Failed to update media item. Please try again.",
      deleteFailed: "Failed to delete media item. Please try again.",
    },
  });
  const [filter, setFilter] = useState<TypeFilter>("all");

  const items = data ?? [];
  const counts = countByType(items);
  const shown = filterByType(items, filter);
  const editing = editor.editing;

  const form = (
    <Formik
      key={editor.formKey}
      initialValues={editor.initialValues}
      validationSchema={mediaSchema}
      onSubmit={editor.submit}
    >
      {({ isSubmitting, values }) => (
        <Form noValidate className="space-y-4">
          <h3
            ref={editor.headingRef}
            tabIndex={-1}
            className="text-xl font-semibold text-slate-900 focus:outline-none dark:text-white"
          >
            {editing ? "Edit Media Item" : "Add Media Item"}
          </h3>
          <DraftKeeper {...editor.draftProps} />
          {editor.restoredAt && (
            <RestoredDraftNote savedAt={editor.restoredAt} onDiscard={editor.discardChanges} />
          )}
          <TextField name="title" label="Title" maxLength={200} autoComplete="off" />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <SelectField
              name="type"
              label="Type"
              options={MEDIA_TYPES.map(({ value, label }) => ({ value, label }))}
            />
            <SelectField
              name="platform"
              label="Platform"
              options={platformOptions(values.platform)}
            />
          </div>
          <TextField
            name="url"
            label="Link (optional)"
            type="url"
            inputMode="url"
            maxLength={500}
            autoComplete="off"
            placeholder="https://..."
            hint="Where visitors can read, watch or listen to it."
          />
          <TextAreaField name="description" label="Description" maxLength={5000} rows={3} />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              name="publication"
              label="Publication"
              maxLength={100}
              hint="The newspaper, magazine or show."
            />
            <TextField
              name="category"
              label="Category"
              maxLength={50}
              hint="For example Environment or Education."
            />
          </div>
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)]">
            <div className="col-span-2 sm:col-span-1">
              <TextField
                name="publishedAt"
                label="Date"
                type="date"
                className={`${inputClass} dark:scheme-dark`}
              />
            </div>
            <TextField
              name="readTime"
              label="Read time (min)"
              inputMode="numeric"
              maxLength={3}
              hint="Articles."
            />
            <TextField
              name="duration"
              label="Duration"
              maxLength={30}
              placeholder="25 min"
              hint="Videos and podcasts."
            />
          </div>
          <ImageUrlField
            name="imageUrl"
            label="Image URL (optional)"
            hint="An image on this site, such as /media/gallery/photo.webp (upload photos in the Gallery tab)."
          />
          <div className="flex flex-wrap gap-x-8 gap-y-3">
            <SwitchField name="featured" label="Featured" />
            <SwitchField name="isPublished" label="Published" />
          </div>
          <FormActions
            submitLabel={editing ? "Update Media Item" : "Add Media Item"}
            isSubmitting={isSubmitting}
            onReset={() => editor.startFresh()}
            resetLabel="Clear Form"
          />
        </Form>
      )}
    </Formik>
  );

  const list = (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-xl font-semibold text-slate-900 dark:text-white">Media Items</h3>
        {data && (
          <span className="text-sm text-slate-600 dark:text-slate-400">
            {shown.length} of {items.length}
          </span>
        )}
      </div>
      <FilterChips
        label="Filter by type"
        options={TYPE_FILTERS}
        value={filter}
        onChange={setFilter}
      />
      <ListState
        isLoading={isLoading}
        error={data ? null : error}
        isEmpty={shown.length === 0}
        onRetry={() => void mutate()}
        emptyText={
          filter === "all"
            ? "No media items found. Add your first article, video or podcast with the form."
            : `No media items found of this type. Choose another filter or add a ${typeLabel(filter).toLowerCase()} with the form.`
        }
      />
      {!isLoading && shown.length > 0 && (
        <div
          role="region"
          aria-label="Media items list"
          tabIndex={0}
          className="max-h-[32rem] overflow-y-auto lg:max-h-[42rem] rounded-xl border border-slate-200 dark:border-slate-800"
        >
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {shown.map((item) => (
              <MediaRow
                key={item.id}
                item={item}
                current={editing?.id === item.id}
                deleting={editor.deletingId === item.id}
                onEdit={() => editor.startEdit(item)}
                onDelete={() => editor.askDelete(item)}
              />
            ))}
          </ul>
        </div>
      )}
    </div>
  );

  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold text-slate-900 dark:text-white">Media Management</h2>
      <section aria-label="Overview by type" className="grid grid-cols-3 gap-3 sm:gap-4">
        {MEDIA_TYPES.map(({ value, plural }) => {
          const Icon = TYPE_ICONS[value];
          return (
            <div
              key={value}
              className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center sm:gap-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-accent-50 text-accent-700 sm:inline-flex dark:bg-accent-800/40 dark:text-accent-100">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{plural}</p>
                <p
                  data-testid={`count-${value}`}
                  className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white"
                >
                  {data ? counts[value] : "–"}
                </p>
              </div>
            </div>
          );
        })}
      </section>
      <EditorLayout form={form} list={list} />
      <ConfirmDialog
        open={editor.confirmDialog.open}
        title="Delete media item?"
        message={`Are you sure you want to delete “${editor.pendingDelete?.title ?? ""}”? This action cannot be undone.`}
        onConfirm={editor.confirmDialog.onConfirm}
        onCancel={editor.confirmDialog.onCancel}
      />
    </div>
  );
}
