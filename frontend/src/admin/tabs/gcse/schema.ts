// The GCSE journal editor's form: the subjects, its values, how an entry becomes them and they
// become a request, and its rules (mirroring apps/journal/serializers.py and validators.py). The
// files and links are in attachments.ts.
import * as yup from "yup";

import { isIsoDate, todayIso } from "../../lib/editor";
import type { FormModel } from "../../lib/use-content-editor";
import type { JournalEntry, JournalPayload } from "./api";
import {
  attachmentsFrom,
  attachmentsPayload,
  attachmentsRule,
  linksFrom,
  linksPayload,
  linksRule,
  type AttachmentValue,
  type LinkValue,
} from "./attachments";

export type JournalFormValues = {
  week: string;
  /** "" until a subject is chosen. */
  subject: string;
  topic: string;
  content: string;
  /** Markdown (new entries) or "plain" (entries written before Markdown, until switched). */
  contentFormat: "markdown" | "plain";
  studyDate: string;
  /** "" while the input is empty. */
  progress: number | "";
  isPublished: boolean;
  /** Files (uploaded pictures and PDFs, or titles only) and links, kept in the draft too. */
  mediaUploads: AttachmentValue[];
  links: LinkValue[];
};

export const EARLIEST_STUDY_DATE = "1900-01-01";
export const STUDY_DATE_FUTURE_MESSAGE = "Study date cannot be in the future";
export const STUDY_DATE_TOO_EARLY_MESSAGE = "Study date cannot be before 1900-01-01";
export const STUDY_DATE_INVALID_MESSAGE = "Study date must be a date in the form YYYY-MM-DD";
export const STUDY_DATE_REQUIRED_MESSAGE = "Study date is required";
export const PROGRESS_MESSAGE = "Progress must be between 0 and 100";
const PROGRESS_INVALID = "Progress must be a whole number between 0 and 100";

/** The server's study-date rule: a real date, not after today and not before 1900-01-01.
 * Null when the date is acceptable. */
export function studyDateProblem(value: string | undefined, today: string = todayIso()) {
  if (!value) return STUDY_DATE_REQUIRED_MESSAGE;
  if (!isIsoDate(value)) return STUDY_DATE_INVALID_MESSAGE;
  // YYYY-MM-DD strings compare in calendar order.
  if (value > today) return STUDY_DATE_FUTURE_MESSAGE;
  if (value < EARLIEST_STUDY_DATE) return STUDY_DATE_TOO_EARLY_MESSAGE;
  return null;
}

export function emptyJournalValues(today: string = todayIso()): JournalFormValues {
  return {
    week: "",
    subject: "",
    topic: "",
    content: "",
    contentFormat: "markdown",
    studyDate: today,
    progress: 0,
    isPublished: false,
    mediaUploads: [],
    links: [],
  };
}

export function journalValuesFrom(entry: JournalEntry): JournalFormValues {
  return {
    week: entry.week,
    subject: entry.subject,
    topic: entry.topic,
    content: entry.contentSource,
    contentFormat: entry.contentFormat,
    studyDate: entry.studyDate,
    progress: entry.progress,
    isPublished: entry.isPublished,
    mediaUploads: attachmentsFrom(entry),
    links: linksFrom(entry),
  };
}

export function journalPayload(values: JournalFormValues): JournalPayload {
  return {
    ...values,
    subject: values.subject,
    progress: Number(values.progress),
    mediaUploads: attachmentsPayload(values.mediaUploads),
    links: linksPayload(values.links),
  };
}

export const journalSchema = yup.object({
  week: yup.string().trim().required("Week is required"),
  subject: yup.string().required("Subject is required"),
  topic: yup.string().trim().required("Topic is required"),
  content: yup.string().trim().required("Content is required"),
  studyDate: yup.string().test("study-date", function check(value) {
    const problem = studyDateProblem(value);
    return problem ? this.createError({ message: problem }) : true;
  }),
  progress: yup
    .number()
    .typeError(PROGRESS_INVALID)
    .required(PROGRESS_INVALID)
    .integer(PROGRESS_INVALID)
    .min(0, PROGRESS_MESSAGE)
    .max(100, PROGRESS_MESSAGE),
  isPublished: yup.boolean(),
  mediaUploads: attachmentsRule,
  links: linksRule,
});

/** The editor's form: empty values, a row's values, the request body and the rules. */
export const journalForm: FormModel<JournalEntry, JournalFormValues, JournalPayload> = {
  emptyValues: () => emptyJournalValues(),
  valuesFrom: journalValuesFrom,
  toPayload: journalPayload,
  schema: journalSchema,
};
