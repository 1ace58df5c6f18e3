// The Travel editor: countries visited, the story form, and the owner's stories (unpublished
// too), most recent visit first.
import { Form, Formik } from "formik";
import { Plane } from "lucide-react";
import { type ChangeEvent } from "react";

import {
  MAX_HIGHLIGHT_LENGTH,
  MAX_HIGHLIGHTS,
  TRAVEL_FIELDS,
  emptyTravelValues,
  travelPayload,
  travelSchema,
  travelValuesFrom,
  type TravelFormValues,
} from "./travel/schema";
import {
  CONTINENTS,
  continentFor,
  countryOptions,
  distinctCountries,
  flagFor,
} from "./travel/countries";
import { travelStories, type TravelPayload, type TravelStory } from "./travel/api";
import { ChipsInput } from "../components/chips-input";
import { ConfirmDialog } from "../components/confirm-dialog";
import { EditorLayout, StatCard } from "../components/editor-layout";
import {
  FormActions,
  SelectField,
  SwitchField,
  TextAreaField,
  TextField,
  inputClass,
} from "../components/form-controls";
import { ImageUrlField } from "../components/image-url-field";
import { ListState } from "../components/list-controls";
import { keepFieldsUntouchedOnBlur } from "../lib/editor";

import { DraftKeeper, RestoredDraftNote } from "../components/draft-keeper";
import { useContentEditor } from "../lib/use-content-editor";
import { StoryRow } from "./travel/story-row";

export const TRAVEL_EMPTY_TEXT =
  "No travel stories yet... Use the form to write about the first place you visited.";

export function TravelTab() {
  const { data: stories, error, isLoading, mutate } = travelStories.useList();
  const writes = travelStories.useWrites();
  const editor = useContentEditor<TravelStory, TravelFormValues, TravelPayload>({
    draftName: "travel",
    items: stories,
    writes: writes,
    emptyValues: () => emptyTravelValues,
    valuesFrom: travelValuesFrom,
    toPayload: travelPayload,
    fields: TRAVEL_FIELDS,
    rename: { coordinates: "latitude" },
    messages: {
      created: "Travel story created successfully!",
      updated: "Travel story updated successfully!",
      deleted: "Travel story deleted successfully!",
      createFailed: "Failed to create travel story. Please try again.",
      updateFailed: "Failed to update travel story. Please try again.",
      deleteFailed: "Failed to delete travel story. Please try again.",
    },
  });
  const { editing, formKey, headingRef, startEdit, startFresh, initialValues, submit } = editor;

  const countries = distinctCountries(stories ?? []);
  const publishedCount = (stories ?? []).filter((story) => story.isPublished).length;

  const form = (
    <>
      <h2
        id="travel-form-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 dark:text-white"
      >
        {editing ? "Edit Travel Story" : "Add Travel Story"}
      </h2>
      {editing && (
        <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-400">
          Editing “{editing.title}”.
        </p>
      )}
      {editor.restoredAt && (
        <RestoredDraftNote savedAt={editor.restoredAt} onDiscard={editor.discardChanges} />
      )}
      <Formik<TravelFormValues>
        key={formKey}
        initialValues={initialValues}
        validationSchema={travelSchema}
        onSubmit={submit}
      >
        {({ isSubmitting, values, setFieldValue, handleChange }) => {
          // Choosing a listed country files the story under its continent, unless one is set.
          const onCountry = (event: ChangeEvent<HTMLSelectElement>) => {
            handleChange(event);
            if (!values.continent) {
              void setFieldValue("continent", continentFor(event.target.value), false);
            }
          };
          return (
            <Form
              noValidate
              onBlurCapture={keepFieldsUntouchedOnBlur}
              aria-labelledby="travel-form-heading"
              className="mt-6 space-y-5"
            >
              <DraftKeeper {...editor.draftProps} />
              <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
                <SelectField
                  name="country"
                  label="Country"
                  required
                  onChange={onCountry}
                  options={[
                    { value: "", label: "Select a country" },
                    ...countryOptions(editing?.country),
                  ]}
                />
                <TextField name="city" label="City" maxLength={100} />
              </div>
              <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
                <SelectField
                  name="continent"
                  label="Continent"
                  options={[
                    { value: "", label: "Not set" },
                    ...CONTINENTS.map((continent) => ({ value: continent, label: continent })),
                  ]}
                />
                <TextField
                  name="duration"
                  label="Duration"
                  maxLength={50}
                  placeholder="e.g. 5 days"
                />
              </div>
              <TextField name="title" label="Title" maxLength={200} required />
              <TextAreaField
                name="content"
                label="Content"
                rows={6}
                maxLength={20_000}
                required
                hint="What you saw, what you ate and what you learned."
              />
              <ImageUrlField
                name="imageUrl"
                hint="Upload a picture, choose one from the gallery, or give the address of an image on this site."
                pictures={{ category: "travel", titleName: "title" }}
              />
              <fieldset>
                <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
                  Coordinates (optional: both or neither)
                </legend>
                <div className="mt-1 grid grid-cols-2 gap-3">
                  <TextField
                    name="latitude"
                    label="Latitude"
                    type="number"
                    inputMode="decimal"
                    step="any"
                    min={-90}
                    max={90}
                    placeholder="51.5"
                  />
                  <TextField
                    name="longitude"
                    label="Longitude"
                    type="number"
                    inputMode="decimal"
                    step="any"
                    min={-180}
                    max={180}
                    placeholder="-0.12"
                  />
                </div>
              </fieldset>
              <TextField
                name="visitDate"
                label="Visit date"
                type="date"
                className={`${inputClass} dark:[color-scheme:dark]`}
              />
              <ChipsInput
                name="highlights"
                label="Highlights"
                noun="highlight"
                placeholder="e.g. Shibuya crossing"
                maxItems={MAX_HIGHLIGHTS}
                maxLength={MAX_HIGHLIGHT_LENGTH}
              />
              <SwitchField name="isPublished" label="Published" />
              <FormActions
                submitLabel={editing ? "Update Story" : "Add Story"}
                pendingLabel={editing ? "Updating..." : "Adding..."}
                isSubmitting={isSubmitting}
                onReset={() => startFresh()}
                resetLabel="Clear Form"
              />
            </Form>
          );
        }}
      </Formik>
    </>
  );

  const list = (
    <>
      <h2 className="text-xl font-bold text-slate-900 dark:text-white">
        Travel Stories{stories ? ` (${stories.length})` : ""}
      </h2>
      <div className="mt-6">
        <ListState
          isLoading={isLoading}
          error={stories ? null : error}
          isEmpty={!stories?.length}
          onRetry={() => mutate()}
          emptyText={TRAVEL_EMPTY_TEXT}
          emptyIcon={<Plane aria-hidden="true" className="size-10 text-slate-400" />}
        />
        {stories && stories.length > 0 && (
          <ul className="space-y-3">
            {stories.map((story) => (
              <StoryRow
                key={story.id}
                story={story}
                active={editing?.id === story.id}
                deleting={editor.deletingId === story.id}
                onEdit={() => startEdit(story)}
                onDelete={() => editor.askDelete(story)}
              />
            ))}
          </ul>
        )}
      </div>
    </>
  );

  return (
    <div className="space-y-8">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        <div className="col-span-2 sm:col-span-1">
          <StatCard label="Countries Visited" value={stories ? countries.length : "–"}>
            {countries.length > 0 && (
              <ul
                aria-label="Countries"
                className="mt-3 flex flex-wrap gap-1.5 text-xl leading-none"
              >
                {countries.map((country) => (
                  <li key={country}>
                    <span role="img" aria-label={country} title={country}>
                      {flagFor(country)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </StatCard>
        </div>
        <StatCard label="Travel Stories" value={stories ? stories.length : "–"} />
        <StatCard label="Published" value={stories ? publishedCount : "–"}>
          {stories && stories.length > publishedCount && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {stories.length - publishedCount} not published
            </p>
          )}
        </StatCard>
      </div>
      <EditorLayout form={form} list={list} />
      <ConfirmDialog
        open={editor.confirmDialog.open}
        title="Delete this travel story?"
        message={
          editor.pendingDelete
            ? `“${editor.pendingDelete.title}” will be removed for good. This action cannot be undone.`
            : ""
        }
        onConfirm={editor.confirmDialog.onConfirm}
        onCancel={editor.confirmDialog.onCancel}
      />
    </div>
  );
}
