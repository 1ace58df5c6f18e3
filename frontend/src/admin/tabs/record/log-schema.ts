// The log entry form: its values, how an entry becomes them and they become a request, and its
// rules, mirroring apps/record (the server stays the authority).
import * as yup from "yup";

import { isIsoDate, todayIso } from "../../lib/editor";
import type { FormModel } from "../../lib/use-content-editor";
import { optionalText, requiredText } from "../../lib/text-rules";
import type { EvidenceType, LogEntry, LogEntryPayload, LogKind } from "./api";

/** A piece of evidence as the form keeps it: the row and, for the list, its title. */
export type EvidenceValue = { type: EvidenceType; id: string; title: string };

export type LogFormValues = {
  kind: LogKind | "";
  title: string;
  organisation: string;
  startDate: string;
  endDate: string;
  hours: string;
  reflection: string;
  /** The Markdown editor's format: a reflection is always Markdown. */
  reflectionFormat: "markdown";
  isPublished: boolean;
  evidence: EvidenceValue[];
};

export const END_BEFORE_START_MESSAGE = "End date cannot be before the start date";

export function logValues(row: LogEntry | null, today: string = todayIso()): LogFormValues {
  return {
    kind: row?.kind ?? "",
    title: row?.title ?? "",
    organisation: row?.organisation ?? "",
    startDate: row?.startDate ?? today,
    endDate: row?.endDate ?? "",
    hours: row?.hours ?? "",
    reflection: row?.reflectionSource ?? "",
    reflectionFormat: "markdown",
    isPublished: row?.isPublished ?? false,
    evidence: (row?.evidence ?? []).map((item) => ({
      type: item.type,
      id: item.id,
      title: item.title ?? "",
    })),
  };
}

/** What the form sends: trimmed texts, empty dates and hours as none, evidence as its rows. */
export function logPayload(values: LogFormValues): LogEntryPayload {
  const hours = values.hours.trim();
  return {
    kind: values.kind as LogKind,
    title: values.title.trim(),
    organisation: values.organisation.trim(),
    startDate: values.startDate,
    endDate: values.endDate || null,
    hours: hours === "" ? null : hours,
    reflection: values.reflection,
    isPublished: values.isPublished,
    evidence: values.evidence.map(({ type, id }) => ({ type, id })),
  };
}

const realDate = (rule: yup.StringSchema) =>
  rule.test("date", "Enter a real date", (value) => !value || isIsoDate(value));

export const logSchema = yup.object({
  kind: yup.string().required("Kind is required"),
  title: requiredText("Title", 200),
  organisation: optionalText("Organisation", 200),
  startDate: realDate(yup.string().required("Start date is required")),
  endDate: realDate(yup.string()).test(
    "after-start",
    END_BEFORE_START_MESSAGE,
    (value, context) => !value || !context.parent.startDate || value >= context.parent.startDate,
  ),
  hours: yup
    .string()
    .trim()
    .matches(/^\d{1,5}(\.\d)?$/, {
      message: "Hours must be a number of hours, such as 2.5",
      excludeEmptyString: true,
    }),
  reflection: optionalText("Reflection", 20_000),
  reflectionFormat: yup.string(),
  isPublished: yup.boolean(),
  evidence: yup.array().max(20, "Use at most 20 pieces of evidence"),
});

export const logForm: FormModel<LogEntry, LogFormValues, LogEntryPayload> = {
  emptyValues: () => logValues(null),
  valuesFrom: (row) => logValues(row),
  toPayload: logPayload,
  schema: logSchema,
};
