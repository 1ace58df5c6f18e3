// The travel story form's fields. Choosing a listed country files the story under its
// continent, unless one is set already.
import { useFormikContext } from "formik";
import type { ChangeEvent } from "react";

import { ChipsInput } from "../../components/chips-input";
import { DateField, MainTextField } from "../../components/editor-fields";
import { SelectField, SwitchField, TextField } from "../../components/form-controls";
import { ImageUrlField } from "../../components/image-url-field";
import type { TravelStory } from "./api";
import { CONTINENTS, continentFor, countryOptions } from "./countries";
import { MAX_HIGHLIGHT_LENGTH, MAX_HIGHLIGHTS, type TravelFormValues } from "./schema";

export function StoryFields({ editing }: { editing: TravelStory | null }) {
  const { values, setFieldValue, handleChange } = useFormikContext<TravelFormValues>();
  const onCountry = (event: ChangeEvent<HTMLSelectElement>) => {
    handleChange(event);
    if (!values.continent) {
      void setFieldValue("continent", continentFor(event.target.value), false);
    }
  };
  return (
    <>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <SelectField
          name="country"
          label="Country"
          required
          onChange={onCountry}
          options={[{ value: "", label: "Select a country" }, ...countryOptions(editing?.country)]}
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
        <TextField name="duration" label="Duration" maxLength={50} placeholder="e.g. 5 days" />
      </div>
      <TextField name="title" label="Title" maxLength={200} required />
      <MainTextField
        hint="What you saw, what you ate and what you learned."
        pictureCategory="travel"
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
      <DateField name="visitDate" label="Visit date" />
      <ChipsInput
        name="highlights"
        label="Highlights"
        noun="highlight"
        placeholder="e.g. Shibuya crossing"
        maxItems={MAX_HIGHLIGHTS}
        maxLength={MAX_HIGHLIGHT_LENGTH}
      />
      <SwitchField name="isPublished" label="Published" />
    </>
  );
}
