// The qualification form: its values, how a qualification becomes them and they become a
// request, and its rules, mirroring apps/record (models' clean and the write serializer; the
// server stays the authority, these give the owner the same messages at once).
import * as yup from "yup";

import type { FormModel } from "../../lib/use-content-editor";
import { optionalText, requiredText } from "../../lib/text-rules";
import { isTiered, type Qualification, type QualificationPayload } from "./api";

export type QualificationFormValues = {
  subject: string;
  type: QualificationPayload["type"] | "";
  board: QualificationPayload["board"] | "";
  otherBoard: string;
  tier: "" | "foundation" | "higher";
  letterGrades: boolean;
  series: string;
};

export function qualificationValues(row: Qualification | null): QualificationFormValues {
  return {
    subject: row?.subject ?? "",
    type: row?.type ?? "",
    board: row?.board ?? "",
    otherBoard: row?.otherBoard ?? "",
    tier: (row?.tier ?? "") as QualificationFormValues["tier"],
    letterGrades: row?.letterGrades ?? false,
    series: row?.series ?? "",
  };
}

/** What the form sends: trimmed texts; a tier and letter grades only where the type has them,
 * the other board's name only for Other. */
export function qualificationPayload(values: QualificationFormValues): QualificationPayload {
  const tiered = isTiered(values.type);
  return {
    subject: values.subject.trim(),
    type: values.type as QualificationPayload["type"],
    board: values.board as QualificationPayload["board"],
    otherBoard: values.board === "other" ? values.otherBoard.trim() : "",
    tier: tiered ? values.tier : "",
    letterGrades: tiered && values.letterGrades,
    series: values.series.trim(),
  };
}

export const qualificationSchema = yup.object({
  subject: requiredText("Subject", 100),
  type: yup.string().required("Type is required"),
  board: yup.string().required("Exam board is required"),
  otherBoard: optionalText("Other board", 100).when("board", {
    is: "other",
    then: (rule) => rule.required("Other board is required when the exam board is Other"),
  }),
  tier: yup.string(),
  letterGrades: yup.boolean(),
  series: optionalText("Exam series", 40),
});

export const qualificationForm: FormModel<
  Qualification,
  QualificationFormValues,
  QualificationPayload
> = {
  emptyValues: () => qualificationValues(null),
  valuesFrom: qualificationValues,
  toPayload: qualificationPayload,
  schema: qualificationSchema,
};
