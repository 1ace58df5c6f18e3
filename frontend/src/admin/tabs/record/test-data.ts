// Rows for the Record tab's tests, as the owner's API answers them.
import type { Grade, Qualification } from "./api";

const at = "2025-09-01T10:00:00Z";

export function grade(id: string, fields: Partial<Grade> = {}): Grade {
  return {
    id,
    qualification: "q1",
    kind: "target",
    value: "8",
    date: null,
    isPublic: false,
    createdAt: at,
    updatedAt: at,
    ...fields,
  };
}

export function qualification(fields: Partial<Qualification> = {}): Qualification {
  return {
    id: "q1",
    subject: "Mathematics",
    type: "gcse",
    board: "aqa",
    otherBoard: "",
    tier: "higher",
    letterGrades: false,
    series: "June 2027",
    position: 0,
    boardName: "AQA",
    grades: [],
    createdAt: at,
    updatedAt: at,
    ...fields,
  };
}
