import { describe, expect, it } from "vitest";

import { schemaErrors } from "../../lib/schema-test-utils";

import {
  STUDY_DATE_FUTURE_MESSAGE,
  STUDY_DATE_INVALID_MESSAGE,
  STUDY_DATE_REQUIRED_MESSAGE,
  STUDY_DATE_TOO_EARLY_MESSAGE,
  emptyJournalValues,
  journalSchema,
  studyDateProblem,
} from "./schema";

const TODAY = "2025-06-15";

describe("studyDateProblem", () => {
  it("accepts today and earlier dates down to 1900-01-01", () => {
    expect(studyDateProblem("2025-06-15", TODAY)).toBeNull();
    expect(studyDateProblem("2024-02-29", TODAY)).toBeNull();
    expect(studyDateProblem("1900-01-01", TODAY)).toBeNull();
  });

  it("refuses a date in the future with the server's message", () => {
    expect(studyDateProblem("2025-06-16", TODAY)).toBe("Study date cannot be in the future");
    expect(studyDateProblem("2030-01-01", TODAY)).toBe(STUDY_DATE_FUTURE_MESSAGE);
  });

  it("refuses a date before 1900-01-01 with the server's message", () => {
    expect(studyDateProblem("1899-12-31", TODAY)).toBe("Study date cannot be before 1900-01-01");
    expect(studyDateProblem("0999-01-01", TODAY)).toBe(STUDY_DATE_TOO_EARLY_MESSAGE);
  });

  it("refuses something that is not a calendar date", () => {
    expect(studyDateProblem("2025-02-30", TODAY)).toBe(STUDY_DATE_INVALID_MESSAGE);
    expect(studyDateProblem("15/06/2025", TODAY)).toBe(STUDY_DATE_INVALID_MESSAGE);
  });

  it("asks for a date when there is none", () => {
    expect(studyDateProblem("", TODAY)).toBe(STUDY_DATE_REQUIRED_MESSAGE);
    expect(studyDateProblem(undefined, TODAY)).toBe(STUDY_DATE_REQUIRED_MESSAGE);
  });
});

describe("journalSchema", () => {
  const valid = {
    ...emptyJournalValues(),
    week: "Week 1",
    subject: "maths",
    topic: "T",
    content: "C",
  };

  const errorsOf = (values: object) => schemaErrors(journalSchema, values);

  it("new entries start unpublished, dated today, at 0% progress", () => {
    const values = emptyJournalValues("2025-06-15");
    expect(values.isPublished).toBe(false);
    expect(values.studyDate).toBe("2025-06-15");
    expect(values.progress).toBe(0);
  });

  it("accepts a complete entry", async () => {
    expect(await errorsOf(valid)).toEqual([]);
  });

  it("gives each required field the server's message", async () => {
    expect(await errorsOf({ ...valid, week: " ", subject: "", topic: "", content: "" })).toEqual([
      "Week is required",
      "Subject is required",
      "Topic is required",
      "Content is required",
    ]);
  });

  it("keeps progress between 0 and 100", async () => {
    expect(await errorsOf({ ...valid, progress: 101 })).toEqual([
      "Progress must be between 0 and 100",
    ]);
    expect(await errorsOf({ ...valid, progress: -1 })).toEqual([
      "Progress must be between 0 and 100",
    ]);
  });

  it("refuses a future study date", async () => {
    expect(await errorsOf({ ...valid, studyDate: "2999-01-01" })).toEqual([
      "Study date cannot be in the future",
    ]);
  });
});
