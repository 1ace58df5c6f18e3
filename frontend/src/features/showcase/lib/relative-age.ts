const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30.44 * DAY;
const YEAR = 365.25 * DAY;

// "5 minutes ago", as Intl.RelativeTimeFormat("en-GB") writes it, without making one: its
// first use loads the browser's locale data, a long task during the page's first render.
function ago(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? "" : "s"} ago`;
}

/**
 * How long ago `iso` was, in the largest whole unit: "just now", "5 minutes ago", "3 days ago",
 * "2 months ago", "1 year ago". A time in the future (a clock out of step) reads "just now".
 */
export function relativeAge(iso: string, now: Date = new Date()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return "";
  const seconds = (now.getTime() - then) / 1000;
  if (seconds < MINUTE) return "just now";
  if (seconds < HOUR) return ago(Math.floor(seconds / MINUTE), "minute");
  if (seconds < DAY) return ago(Math.floor(seconds / HOUR), "hour");
  if (seconds < 30 * DAY) return ago(Math.floor(seconds / DAY), "day");
  if (seconds < YEAR) return ago(Math.max(1, Math.floor(seconds / MONTH)), "month");
  return ago(Math.floor(seconds / YEAR), "year");
}
