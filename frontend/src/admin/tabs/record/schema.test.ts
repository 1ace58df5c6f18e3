import { describe, expect, it } from "vitest";

import { schemaErrors } from "../../lib/schema-test-utils";
import { isTiered, scaleOf } from "./api";
import { gradeSummary } from "./grade-summary";
import { logPayload, logSchema, logValues } from "./log-schema";
import {
  qualificationPayload,
  qualificationSchema,
  qualificationValues,
} from "./qualification-schema";
import { grade, qualification } from "./test-data";

describe("the grade scales", () => {
  it("are the server's file's, by type", () => {
    expect(scaleOf("gcse")).toEqual(["9", "8", "7", "6", "5", "4", "3", "2", "1", "U"]);
    expect(scaleOf("gcse", true)).toEqual(["A*", "A", "B", "C", "D", "E", "F", "G", "U"]);
    expect(scaleOf("a-level", true)).toEqual(["A*", "A", "B", "C", "D", "E", "U"]);
    expect(scaleOf("as")).toEqual(["A", "B", "C", "D", "E", "U"]);
    expect(scaleOf("music")).toEqual(["Distinction", "Merit", "Pass"]);
    expect(scaleOf("btec")).toContain("D*D*D*");
    expect(scaleOf("btec")).not.toContain("DP");
    expect(isTiered("igcse")).toBe(true);
    expect(isTiered("epq")).toBe(false);
  });
});

describe("the qualification form", () => {
  const valid = {
    ...qualificationValues(null),
    subject: "Maths",
    type: "gcse",
    board: "aqa",
  } as const;

  it("sends a tier and letter grades only for a tiered type, the other board only for Other", () => {
    expect(
      qualificationPayload({ ...valid, subject: " Maths ", tier: "higher", otherBoard: "Keep?" }),
    ).toEqual({
      subject: "Maths",
      type: "gcse",
      board: "aqa",
      otherBoard: "",
      tier: "higher",
      letterGrades: false,
      series: "",
    });
    expect(
      qualificationPayload({
        ...valid,
        type: "a-level",
        tier: "higher",
        letterGrades: true,
        board: "other",
        otherBoard: " SQA ",
      }),
    ).toMatchObject({ type: "a-level", tier: "", letterGrades: false, otherBoard: "SQA" });
  });

  it("gives the server's messages", async () => {
    expect(await schemaErrors(qualificationSchema, valid)).toEqual([]);
    expect(
      await schemaErrors(qualificationSchema, { ...valid, subject: " ", type: "", board: "" }),
    ).toEqual(["Subject is required", "Type is required", "Exam board is required"]);
    expect(await schemaErrors(qualificationSchema, { ...valid, board: "other" })).toEqual([
      "Other board is required when the exam board is Other",
    ]);
  });
});

describe("the log entry form", () => {
  const valid = { ...logValues(null, "2025-10-01"), kind: "reading", title: "A book" } as const;

  it("sends empty dates and hours as none and evidence as its rows", () => {
    expect(
      logPayload({
        ...valid,
        title: " A book ",
        hours: " 2.5 ",
        evidence: [{ type: "post", id: "p1", title: "My post" }],
      }),
    ).toEqual({
      kind: "reading",
      title: "A book",
      organisation: "",
      startDate: "2025-10-01",
      endDate: null,
      hours: "2.5",
      reflection: "",
      isPublished: false,
      evidence: [{ type: "post", id: "p1" }],
    });
  });

  it("gives the server's messages", async () => {
    expect(await schemaErrors(logSchema, valid)).toEqual([]);
    expect(await schemaErrors(logSchema, { ...valid, kind: "", title: "", startDate: "" })).toEqual(
      ["Kind is required", "Title is required", "Start date is required"],
    );
    expect(await schemaErrors(logSchema, { ...valid, endDate: "2025-09-30" })).toEqual([
      "End date cannot be before the start date",
    ]);
    expect(await schemaErrors(logSchema, { ...valid, hours: "-1" })).toEqual([
      "Hours must be a number of hours, such as 2.5",
    ]);
  });
});

describe("a qualification's grades in a line", () => {
  it("says the latest target, the mocks in date order and the predicted grade", () => {
    const row = qualification({
      grades: [
        grade("m2", { kind: "mock", value: "7", date: "2026-03-12" }),
        grade("t", { kind: "target", value: "8" }),
        grade("m1", { kind: "mock", value: "6", date: "2025-11-14" }),
        grade("p", { kind: "predicted", value: "8" }),
      ],
    });
    expect(gradeSummary(row.grades)).toBe("Target 8 · Mocks 6, 7 · Predicted 8");
    expect(gradeSummary([])).toBe("No grades yet");
  });
});
