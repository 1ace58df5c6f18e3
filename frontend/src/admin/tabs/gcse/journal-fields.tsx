// The journal entry form's fields, its files and links among them (journal-attachments.tsx).
import { Field, useFormikContext } from "formik";

import { DateField, MainTextField, WholeNumberField } from "../../components/editor-fields";
import { FieldError, SelectField, TextField, labelClass } from "../../components/form-controls";
import { todayIso } from "../../lib/editor";
import { JournalAttachments } from "./journal-attachments";
import { useJournalSubjects } from "./api";
import { EARLIEST_STUDY_DATE, type JournalFormValues } from "./schema";

/** The subjects a new entry may have, and the entry's own when the record no longer has it. */
function useSubjectOptions() {
  const subjects = useJournalSubjects();
  const own = useFormikContext<JournalFormValues>().initialValues.subject;
  const kept = own && !subjects.some((subject) => subject.value === own);
  return kept ? [...subjects, { value: own, label: own }] : subjects;
}

export function JournalFields() {
  const subjects = useSubjectOptions();
  return (
    <>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField name="week" label="Week" maxLength={50} placeholder="e.g. Week 12" required />
        <SelectField
          name="subject"
          label="Subject"
          required
          options={[{ value: "", label: "Select a subject" }, ...subjects]}
        />
      </div>
      <TextField name="topic" label="Topic" maxLength={200} required />
      <MainTextField
        hint="What you studied, what went well and what you still find hard."
        pictureCategory="academic"
      />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <DateField
          name="studyDate"
          label="Study date"
          min={EARLIEST_STUDY_DATE}
          max={todayIso()}
          required
        />
        <WholeNumberField name="progress" label="Progress (%)" min={0} max={100} />
      </div>
      <div className="flex items-center gap-3">
        <Field
          id="field-isPublished"
          type="checkbox"
          name="isPublished"
          className="size-4 rounded border-slate-300 accent-accent-700"
        />
        <label htmlFor="field-isPublished" className={labelClass}>
          Published (visitors can read it)
        </label>
        <FieldError id="field-isPublished-error" name="isPublished" />
      </div>
      <JournalAttachments />
    </>
  );
}
