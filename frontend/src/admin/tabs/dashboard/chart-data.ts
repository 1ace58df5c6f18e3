// What the views chart draws, worked out apart from the drawing: each day's bar height on a
// 0-100 scale, its words for a tooltip and for screen readers, and the chart's one-line summary.
import { formatUsLongDay } from "@/lib/format";

import type { DashboardSummary } from "./api";

export type DayViews = DashboardSummary["views"]["byDay"][number];

/** The chart's height in the SVG's own units. */
export const CHART_HEIGHT = 100;
/** A day with any views is at least this tall, so one view still shows beside a hundred. */
const MIN_BAR = 3;

export type Bar = DayViews & { height: number; label: string };

/** "1 view", "3 views". */
export function viewsText(count: number): string {
  return `${count.toLocaleString("en-GB")} ${count === 1 ? "view" : "views"}`;
}

/** One bar a day, oldest first, scaled to the busiest day (all flat when none had a view). */
export function chartBars(byDay: readonly DayViews[]): Bar[] {
  const most = Math.max(0, ...byDay.map((day) => day.count));
  return byDay.map((day) => ({
    ...day,
    height: day.count === 0 ? 0 : Math.max(MIN_BAR, Math.round((day.count / most) * CHART_HEIGHT)),
    label: `${formatUsLongDay(day.day)}: ${viewsText(day.count)}`,
  }));
}

/** The day with the most views (the latest of equals), or null when no day had any. */
export function busiestDay(byDay: readonly DayViews[]): DayViews | null {
  return byDay.reduce<DayViews | null>(
    (best, day) => (day.count > 0 && day.count >= (best?.count ?? 0) ? day : best),
    null,
  );
}

/** The chart in one sentence, for screen readers (the figure's accessible name). */
export function chartSummary(byDay: readonly DayViews[], days: number): string {
  const total = byDay.reduce((sum, day) => sum + day.count, 0);
  const busiest = busiestDay(byDay);
  if (!busiest) return `No views counted in the last ${days} days.`;
  return (
    `${viewsText(total)} in the last ${days} days; ` +
    `the most on ${formatUsLongDay(busiest.day)} (${viewsText(busiest.count)}).`
  );
}
