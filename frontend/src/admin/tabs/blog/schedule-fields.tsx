// The blog form's read time ("automatic (n min)" from the text, or a number the owner sets) and
// its 'Publish at' (empty: now, when published; later: the post is scheduled and appears by
// itself then), with a note saying when a scheduled post appears.
import { useFormikContext } from "formik";
import { CalendarClock } from "lucide-react";
import { useState } from "react";

import { formatUsLongDateTime } from "@/lib/format";

import { TextField, inputClass, labelClass } from "../../components/form-controls";
import { WholeNumberField } from "../../components/editor-fields";
import { readTimeOf } from "./read-time";
import { publishedAtOf, type BlogFormValues } from "./schema";

const radioClass = "size-4 shrink-0 accent-accent-700 dark:scheme-dark dark:accent-accent-300";

export function ReadTimeField() {
  const { values, setFieldValue } = useFormikContext<BlogFormValues>();
  const format = (values as { contentFormat?: string }).contentFormat ?? "markdown";
  const estimate = readTimeOf(values.content, format);
  const choose = (auto: boolean) => void setFieldValue("readTimeAuto", auto);
  return (
    <fieldset>
      <legend className={labelClass}>Read time</legend>
      <div className="mt-1 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-800 dark:text-slate-200">
        <label className="flex cursor-pointer items-center gap-2">
          <input
            type="radio"
            name="readTimeMode"
            checked={values.readTimeAuto}
            onChange={() => choose(true)}
            className={radioClass}
          />
          Automatic ({estimate} min)
        </label>
        <label className="flex cursor-pointer items-center gap-2">
          <input
            type="radio"
            name="readTimeMode"
            checked={!values.readTimeAuto}
            onChange={() => choose(false)}
            className={radioClass}
          />
          Set
        </label>
      </div>
      {!values.readTimeAuto && (
        <div className="mt-3 max-w-48">
          <WholeNumberField name="readTime" label="Read time (minutes)" min={1} max={600} />
        </div>
      )}
    </fieldset>
  );
}

export function PublishAtField() {
  return (
    <TextField
      name="publishAt"
      label="Publish at"
      type="datetime-local"
      step={1}
      className={`${inputClass} dark:scheme-dark`}
      hint="Empty: now, when you publish. A later time schedules the post: it appears by itself then."
    />
  );
}

/** "Scheduled for <date>" while the post is published with a time still to come. */
export function ScheduledNote() {
  const { values } = useFormikContext<BlogFormValues>();
  // When the form opened: a time before it is not "to come".
  const [openedAt] = useState(() => Date.now());
  const at = publishedAtOf(values.publishAt);
  if (!values.isPublished || !at || new Date(at).getTime() <= openedAt) return null;
  return (
    <p className="flex items-center gap-2 rounded-lg border border-accent-300 bg-accent-50 px-3 py-2 text-sm text-accent-800 dark:border-accent-800 dark:bg-accent-800/20 dark:text-accent-100">
      <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
      Scheduled for {formatUsLongDateTime(at)}: visitors see it from then on.
    </p>
  );
}
