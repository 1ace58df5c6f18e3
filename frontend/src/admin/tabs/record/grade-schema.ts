// The grade form: a kind, a grade (typed, or chosen from the type's scale), a date (a mock's is
// required) and whether it is public. Whether the grade is on the scale is the server's to say
// (apps/record/scales.py): its message shows on the field.
import * as yup from "yup";

import { isIsoDate } from "../../lib/editor";
import type { PublishAnswer } from "../../lib/use-held-save";
import type { Grade, GradeKind, GradePayload } from "./api";

// Named apart from the log's fields (its kind and dates), which share the tab's page.
export type GradeFormValues = {
  gradeKind: GradeKind;
  gradeValue: string;
  gradeDate: string; // YYYY-MM-DD, or "" for none
  gradePublic: boolean;
};

export const GRADE_FIELDS = ["gradeKind", "gradeValue", "gradeDate", "gradePublic"] as const;
/** The API's names for the form's fields (its messages go on them). */
export const GRADE_RENAME = {
  kind: "gradeKind",
  value: "gradeValue",
  date: "gradeDate",
  isPublic: "gradePublic",
} as const;

export function emptyGrade(): GradeFormValues {
  return { gradeKind: "target", gradeValue: "", gradeDate: "", gradePublic: false };
}

/** The form's values for a grade being edited. */
export function gradeValues(grade: Grade): GradeFormValues {
  return {
    gradeKind: grade.kind,
    gradeValue: grade.value,
    gradeDate: grade.date ?? "",
    gradePublic: grade.isPublic,
  };
}

/** What the form sends for `qualification`, with the owner's answer to 'Publish anyway?':
 * 'Keep as draft' keeps the grade private. */
export function gradePayload(
  qualification: string,
  values: GradeFormValues,
  answer: PublishAnswer = {},
): GradePayload {
  const payload: GradePayload = {
    qualification,
    kind: values.gradeKind,
    value: values.gradeValue.trim(),
    date: values.gradeDate || null,
    isPublic: answer.isPublished === false ? false : values.gradePublic,
  };
  if (answer.confirmPersonalData) payload.confirmPersonalData = true;
  return payload;
}

export const gradeSchema = yup.object({
  gradeKind: yup.string().required("Kind is required"),
  gradeValue: yup
    .string()
    .trim()
    .required("Grade is required")
    .max(20, "Grade must be at most 20 characters"),
  gradeDate: yup
    .string()
    .test("date", "Enter a real date", (value) => !value || isIsoDate(value))
    .when("gradeKind", {
      is: "mock",
      then: (rule) => rule.required("Date is required for a mock"),
    }),
  gradePublic: yup.boolean(),
});
