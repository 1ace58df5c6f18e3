import type { Schemas } from "@/lib/api-schemas";

// The specification's subjects: 'all' filters nothing; the six others are the API's values.
export type SubjectValue = Schemas["SubjectEnum"];
export type SubjectFilter = "all" | SubjectValue;

export const SUBJECT_LABELS: Record<SubjectValue, string> = {
  maths: "Mathematics",
  physics: "Physics",
  chemistry: "Chemistry",
  biology: "Biology",
  english: "English",
  economics: "Economics",
};

export const SUBJECT_TABS: { value: SubjectFilter; label: string }[] = [
  { value: "all", label: "All" },
  ...(Object.entries(SUBJECT_LABELS) as [SubjectValue, string][]).map(([value, label]) => ({
    value,
    label,
  })),
];

export function subjectLabel(subject: string): string {
  return SUBJECT_LABELS[subject as SubjectValue] ?? subject;
}
