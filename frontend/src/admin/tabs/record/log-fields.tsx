// The log entry form's fields: what kind of thing it was, when, for how long, a reflection in
// Markdown (the one renderer, previewed as visitors will read it) and its evidence.
import { DateField } from "../../components/editor-fields";
import { SelectField, SwitchField, TextField } from "../../components/form-controls";
import { MarkdownEditor } from "../../components/markdown-editor/markdown-editor";
import { LOG_KIND_LABELS, optionsOf } from "./api";
import { EvidenceField } from "./evidence-field";

export function LogFields() {
  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          name="kind"
          label="Kind"
          required
          placeholder="Select a kind"
          options={optionsOf(LOG_KIND_LABELS)}
        />
        <TextField
          name="organisation"
          label="Organisation"
          maxLength={200}
          autoComplete="off"
          hint="Who ran it or wrote it (optional)."
        />
      </div>
      <TextField name="title" label="Title" maxLength={200} autoComplete="off" required />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <DateField name="startDate" label="Start date" required />
        <DateField name="endDate" label="End date" hint="Optional." />
        <TextField
          name="hours"
          label="Hours"
          inputMode="decimal"
          autoComplete="off"
          hint="Optional, e.g. 2.5."
        />
      </div>
      <MarkdownEditor
        name="reflection"
        formatName="reflectionFormat"
        label="Reflection"
        rows={8}
        maxLength={20_000}
        hint="What you did, what you learnt and why it matters to you."
        pictureCategory="academic"
      />
      <EvidenceField />
      <SwitchField name="isPublished" label="Published" />
    </>
  );
}
