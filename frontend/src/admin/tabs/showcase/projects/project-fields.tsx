// The project form's fields: what the Projects page and the project's own page show.
import { useFormikContext } from "formik";

import { ChipsInput } from "../../../components/chips-input";
import { DateField, WholeNumberField } from "../../../components/editor-fields";
import {
  SelectField,
  SwitchField,
  TextAreaField,
  TextField,
} from "../../../components/form-controls";
import { ImageUrlField } from "../../../components/image-url-field";
import { MarkdownEditor } from "../../../components/markdown-editor/markdown-editor";
import { PROJECT_STATUSES, projects, type Project } from "./api";
import {
  MAX_FEATURES,
  MAX_FEATURE_LENGTH,
  MAX_TECHNOLOGIES,
  MAX_TECHNOLOGY_LENGTH,
  type ProjectFormValues,
} from "./schema";

const STATUS_OPTIONS = PROJECT_STATUSES.map((status) => ({ value: status, label: status }));

/** The link fields: http or https addresses visitors open in a new tab. */
function LinkField({ name, label, hint }: { name: string; label: string; hint: string }) {
  return (
    <TextField
      name={name}
      label={label}
      type="url"
      inputMode="url"
      maxLength={500}
      autoComplete="off"
      placeholder="https://..."
      hint={hint}
    />
  );
}

/** What ticking Featured does when another project has the Featured card now. */
function FeaturedNote({ editing }: { editing: Project | null }) {
  const { values } = useFormikContext<ProjectFormValues>();
  const current = projects.useList().data?.find((row) => row.featured);
  const takesOver = values.featured && current && current.id !== editing?.id;
  return (
    <p aria-live="polite" className="text-sm text-slate-600 dark:text-slate-400">
      {takesOver
        ? `Only one project is featured: saving moves the Featured card from “${current.title}” to this one.`
        : "The featured project is drawn large at the top of the Projects page."}
    </p>
  );
}

export function ProjectFields({ editing }: { editing: Project | null }) {
  return (
    <>
      <TextField name="title" label="Title" maxLength={200} autoComplete="off" required />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField name="status" label="Status" options={STATUS_OPTIONS} />
        <TextField
          name="type"
          label="Type"
          maxLength={50}
          autoComplete="off"
          hint="For example Website, App or Social Enterprise."
        />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <WholeNumberField name="progress" label="Progress (%)" min={0} max={100} />
        <DateField name="startDate" label="Start date (optional)" />
      </div>
      <TextAreaField
        name="description"
        label="Description"
        rows={2}
        maxLength={1000}
        required
        hint="One or two sentences for the project's card."
      />
      <MarkdownEditor
        name="fullDescription"
        formatName="fullDescriptionFormat"
        label="Full description (optional)"
        rows={8}
        maxLength={10_000}
        hint="The longer story on the project's own page and the Featured card."
      />
      <ChipsInput
        name="features"
        label="Key features"
        noun="feature"
        maxItems={MAX_FEATURES}
        maxLength={MAX_FEATURE_LENGTH}
      />
      <ChipsInput
        name="technologies"
        label="Technologies"
        noun="technology"
        placeholder="React"
        maxItems={MAX_TECHNOLOGIES}
        maxLength={MAX_TECHNOLOGY_LENGTH}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          name="users"
          label="Active users (optional)"
          maxLength={100}
          placeholder="2,500+"
        />
        <TextField
          name="impact"
          label="Impact (optional)"
          maxLength={200}
          hint="The difference it makes, in a few words."
        />
      </div>
      <LinkField
        name="website"
        label="Website (optional)"
        hint="The project's own site ('Visit Website')."
      />
      <LinkField
        name="demoUrl"
        label="Demo URL (optional)"
        hint="Where visitors can try it ('Demo'). Without one the card shows no Demo button."
      />
      <ImageUrlField
        name="imageUrl"
        label="Image (optional)"
        hint="A screenshot or logo. Upload one here, or choose a photo from the gallery."
        pictures={{ category: "general", titleName: "title" }}
      />
      <div className="space-y-2">
        <div className="flex flex-wrap gap-x-8 gap-y-3">
          <SwitchField name="featured" label="Featured" />
          <SwitchField name="isPublished" label="Published" />
        </div>
        <FeaturedNote editing={editing} />
      </div>
    </>
  );
}
