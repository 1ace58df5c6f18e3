const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30.44 * DAY;
const YEAR = 365.25 * DAY;

const relative = new Intl.RelativeTimeFormat("en-GB", { numeric: "always" });

/**
 * How long ago `iso` was, in the largest whole unit: "just now", "5 minutes ago", "3 days ago",
 * "2 months ago", "1 year ago". A time in the future (a clock out of step) reads "just now".
 */
export function relativeAge(iso: string, now: Date = new Date()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return "";
  const seconds = (now.getTime() - then) / 1000;
  if (seconds < MINUTE) return "just now";
  if (seconds < HOUR) return relative.format(-Math.floor(seconds / MINUTE), "minute");
  if (seconds < DAY) return relative.format(-Math.floor(seconds / HOUR), "hour");
  if (seconds < 30 * DAY) return relative.format(-Math.floor(seconds / DAY), "day");
  if (seconds < YEAR) return relative.format(-Math.max(1, Math.floor(seconds / MONTH)), "month");
  return relative.format(-Math.floor(seconds / YEAR), "year");
}
