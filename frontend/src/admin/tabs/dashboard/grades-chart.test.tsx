// Each subject's grade chart on the dashboard: the target as a line, the mocks as points in
// date order (a better grade drawn higher), the predicted grade, and every figure in words
// (the chart's description and the line under it).
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { gradeChart, type ChartQualification } from "./grade-chart-data";
import { GradesOverTime } from "./grades-chart";

const at = "2025-09-01T10:00:00Z";
type Grade = ChartQualification["grades"][number];

function grade(id: string, fields: Partial<Grade>): Grade {
  const base = { id, qualification: "q1", kind: "target", value: "8", date: null };
  return { ...base, isPublic: false, createdAt: at, updatedAt: at, ...fields } as Grade;
}

function maths(grades: Grade[], fields: Partial<ChartQualification> = {}): ChartQualification {
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
    grades,
    createdAt: at,
    updatedAt: at,
    ...fields,
  };
}

const MATHS = maths([
  grade("p", { kind: "predicted", value: "8" }),
  grade("m2", { kind: "mock", value: "7", date: "2026-03-12" }),
  grade("t", { kind: "target", value: "8" }),
  grade("m1", { kind: "mock", value: "6", date: "2025-11-14" }),
]);

describe("gradeChart", () => {
  it("places the grades on the scale, mocks in date order", () => {
    const chart = gradeChart(MATHS)!;
    expect(chart.mocks.map((mock) => mock.value)).toEqual(["6", "7"]);
    const [november, march] = chart.mocks;
    expect(march.x).toBeGreaterThan(november.x);
    expect(march.y).toBeLessThan(november.y); // a 7 is drawn above a 6
    expect(chart.target!.y).toBe(chart.predicted!.y); // both 8
    expect(chart.target!.y).toBeLessThan(march.y);
    expect(chart.achieved).toBeNull();
    // The scale from one below the lowest to one above the highest grade drawn.
    expect(chart.levels.map((level) => level.value)).toEqual(["9", "8", "7", "6", "5"]);
    expect(chart.description).toBe(
      "GCSE Mathematics: target 8; mocks 6 (November 2025), 7 (March 2026); predicted 8.",
    );
  });

  it("reads letter grades on the letter scale, and draws nothing without grades", () => {
    const letters = gradeChart(
      maths([grade("a", { kind: "achieved", value: "A*" }), grade("t", { value: "B" })], {
        subject: "French",
        type: "igcse",
        letterGrades: true,
      }),
    )!;
    expect(letters.achieved!.y).toBeLessThan(letters.target!.y);
    expect(letters.description).toBe("IGCSE French: target B; achieved A*.");
    expect(gradeChart(maths([]))).toBeNull();
  });
});

describe("GradesOverTime", () => {
  it("draws a chart per subject with grades, named and described, its numbers as text", () => {
    render(<GradesOverTime rows={[MATHS, maths([], { id: "q2", subject: "Physics" })]} />);
    const charts = screen.getAllByTestId("grade-chart");
    expect(charts).toHaveLength(1);
    const picture = within(charts[0]).getByRole("img", {
      name: /GCSE Mathematics: grades over time/,
    });
    expect(picture).toHaveAccessibleName(
      "GCSE Mathematics: grades over time GCSE Mathematics: target 8; mocks 6 (November 2025), 7 (March 2026); predicted 8.",
    );
    expect(within(charts[0]).getByTestId("grade-chart-text")).toHaveTextContent(
      "GCSE Mathematics: target 8; mocks 6 (November 2025), 7 (March 2026); predicted 8.",
    );
    const marks = (kind: string) =>
      within(picture)
        .getAllByTestId("grade-mark")
        .filter((mark) => mark.getAttribute("data-kind") === kind)
        .map((mark) => mark.getAttribute("data-value"));
    expect(marks("target")).toEqual(["8"]);
    expect(marks("mock")).toEqual(["6", "7"]);
    expect(marks("predicted")).toEqual(["8"]);
    expect(screen.queryByText(/Physics/)).not.toBeInTheDocument();
  });

  it("says where to add grades when there are none", () => {
    render(<GradesOverTime rows={[]} />);
    expect(screen.getByText(/No grades yet/)).toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });
});
