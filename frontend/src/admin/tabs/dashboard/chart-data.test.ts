import { describe, expect, it } from "vitest";

import { busiestDay, chartBars, chartSummary, viewsText } from "./chart-data";

const days = (...counts: number[]) =>
  counts.map((count, i) => ({ day: `2025-01-${String(i + 1).padStart(2, "0")}`, count }));

describe("chartBars", () => {
  it("scales each day to the busiest, oldest first, with its words", () => {
    const bars = chartBars(days(0, 5, 10, 1));

    expect(bars.map((bar) => bar.height)).toEqual([0, 50, 100, 10]);
    expect(bars[2].label).toBe("January 3, 2025: 10 views");
    expect(bars[3].label).toBe("January 4, 2025: 1 view");
  });

  it("keeps one view visible beside many", () => {
    expect(chartBars(days(1, 1000)).map((bar) => bar.height)).toEqual([3, 100]);
  });

  it("draws every day flat when nothing was counted", () => {
    expect(chartBars(days(0, 0, 0)).map((bar) => bar.height)).toEqual([0, 0, 0]);
    expect(chartBars([])).toEqual([]);
  });
});

describe("busiestDay", () => {
  it("is the latest of the days with the most views", () => {
    expect(busiestDay(days(2, 7, 1, 7))).toEqual({ day: "2025-01-04", count: 7 });
    expect(busiestDay(days(0, 0))).toBeNull();
  });
});

describe("chartSummary", () => {
  it("says the total and the busiest day", () => {
    expect(chartSummary(days(2, 7, 1), 30)).toBe(
      "10 views in the last 30 days; the most on January 2, 2025 (7 views).",
    );
  });

  it("says when nothing was counted", () => {
    expect(chartSummary(days(0, 0), 30)).toBe("No views counted in the last 30 days.");
  });
});

describe("viewsText", () => {
  it("counts in words with thousands separated", () => {
    expect(viewsText(1)).toBe("1 view");
    expect(viewsText(12345)).toBe("12,345 views");
  });
});
