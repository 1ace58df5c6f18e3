// The journal entry form's fields, with the files and links the specification shows but does
// not let the owner add yet.
import { Field } from "formik";
import { Link2, Paperclip } from "lucide-react";
import type { ReactNode } from "react";

import { Button } from "@/components/ui/button";

import { DateField, MainTextField, WholeNumberField } from "../../components/editor-fields";
import { FieldError, SelectField, TextField, labelClass } from "../../components/form-controls";
import { todayIso } from "../../lib/editor";
import type { JournalEntry } from "./api";
import { EARLIEST_STUDY_DATE, SUBJECTS } from "./schema";

const SOON_ID = "attachments-coming-soon";

/** A button the specification shows but gives no action yet: focusable, announced as
 * unavailable, with the reason beside it. */
function ComingSoonButton({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <Button
      variant="unavailable"
      size="sm"
      weight="medium"
      aria-disabled="true"
      aria-describedby={SOON_ID}
      onClick={(event) => event.preventDefault()}
    >
      {icon}
      {label}
    </Button>
  );
}

/** The entry's files and links (read only). */
function Attachments({ entry }: { entry: JournalEntry }) {
  if (entry.mediaUploads.length === 0 && entry.links.length === 0) return null;
  return (
    <ul className="mt-2 space-y-1 text-sm text-slate-700 dark:text-slate-300">
      {entry.mediaUploads.map((upload, index) => (
        <li key={`upload-${index}`} className="flex items-center gap-2">
          <Paperclip aria-hidden="true" className="size-3.5 shrink-0" />
          {upload.title} ({upload.type})
        </li>
      ))}
      {entry.links.map((link, index) => (
        <li key={`link-${index}`} className="flex min-w-0 items-center gap-2">
          <Link2 aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="truncate">
            {link.title} <span className="text-slate-500">({link.url})</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

export function JournalFields({ editing }: { editing: JournalEntry | null }) {
  return (
    <>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField name="week" label="Week" maxLength={50} placeholder="e.g. Week 12" required />
        <SelectField
          name="subject"
          label="Subject"
          required
          options={[{ value: "", label: "Select a subject" }, ...SUBJECTS]}
        />
      </div>
      <TextField name="topic" label="Topic" maxLength={200} required />
      <MainTextField hint="What you studied, what went well and what you still find hard." />
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
      <div>
        <p className={labelClass}>Files and links</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <ComingSoonButton
            icon={<Paperclip aria-hidden="true" className="size-4" />}
            label="Add file"
          />
          <ComingSoonButton
            icon={<Link2 aria-hidden="true" className="size-4" />}
            label="Add link"
          />
        </div>
        <p id={SOON_ID} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          Coming soon: attaching files and links is not available yet.
        </p>
        {editing && <Attachments entry={editing} />}
      </div>
    </>
  );
}
