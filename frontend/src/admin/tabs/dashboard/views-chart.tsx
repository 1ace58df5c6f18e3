// Views over the last 30 days as bars: an inline SVG (its sizes are attributes, not styles, so
// the Content-Security-Policy allows it), named for screen readers by one sentence, with each
// day's figure in a visually hidden table and in each bar's tooltip.
import { formatUsLongDay } from "@/lib/format";

import { CHART_HEIGHT, chartBars, chartSummary, type DayViews } from "./chart-data";

/** Each day's slot in SVG units: the bar and the gap after it. */
const SLOT = 10;
const BAR = 7;

export function ViewsChart({ byDay, days }: { byDay: readonly DayViews[]; days: number }) {
  const bars = chartBars(byDay);
  const summary = chartSummary(byDay, days);
  return (
    <figure className="mt-3">
      <svg
        viewBox={`0 0 ${bars.length * SLOT} ${CHART_HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={summary}
        data-testid="views-chart"
        className="h-36 w-full"
      >
        {bars.map((bar, i) => (
          <g key={bar.day}>
            <title>{bar.label}</title>
            <rect
              x={i * SLOT}
              y={0}
              width={BAR}
              height={CHART_HEIGHT}
              rx={1.5}
              className="fill-slate-100 dark:fill-slate-800"
            />
            {bar.height > 0 && (
              <rect
                x={i * SLOT}
                y={CHART_HEIGHT - bar.height}
                width={BAR}
                height={bar.height}
                rx={1.5}
                className="fill-accent-600 dark:fill-accent-400"
              />
            )}
          </g>
        ))}
      </svg>
      {bars.length > 0 && (
        <figcaption
          aria-hidden="true"
          className="mt-1 flex justify-between text-xs text-slate-500 dark:text-slate-400"
        >
          <span>{formatUsLongDay(bars[0].day)}</span>
          <span>Today</span>
        </figcaption>
      )}
      <table className="sr-only">
        <caption>Views per day, last {days} days</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Views</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.day}>
              <td>{formatUsLongDay(bar.day)}</td>
              <td>{bar.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
