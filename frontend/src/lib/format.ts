// Dates as the pages show them, written out by hand rather than with Intl.DateTimeFormat: the
// first Intl formatter a page makes loads the browser's locale data, a long task on a phone
// (about 30 ms on a fast machine) in the middle of the first render. The site shows English
// month names only, so a table of twelve names gives the same text.

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "January 4, 2025": what Intl.DateTimeFormat("en-US", { dateStyle: "long" }) writes. */
function usLong(month: number, day: number, year: number): string {
  return `${MONTHS[month]} ${day}, ${year}`;
}

/** The specification's "US long format", in the visitor's time zone: January 4, 2025. */
export function formatUsLongDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return usLong(date.getMonth(), date.getDate(), date.getFullYear());
}

/** A time of day as the UK writes it, 24-hour, in the visitor's time zone: 15:05, 09:07. */
export function formatTime(moment: number | Date): string {
  const date = new Date(moment);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** "January 4, 2025 at 15:05" in the visitor's time zone: the pages' date and the UK's
 * 24-hour time, the one form every date and time takes in the panel and in tooltips. */
export function formatUsLongDateTime(iso: string | null | undefined): string {
  const day = formatUsLongDate(iso);
  if (!day) return "";
  return `${day} at ${formatTime(new Date(iso as string))}`;
}

// A date without a time ("2025-01-06") is a calendar day: format it as that day everywhere,
// whatever the visitor's time zone (new Date() would read it as UTC midnight).
function parseDay(day: string | null | undefined): Date | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A calendar day ("2025-01-06") in the US long format: January 6, 2025. */
export function formatUsLongDay(day: string | null | undefined): string {
  const date = parseDay(day);
  return date ? usLong(date.getUTCMonth(), date.getUTCDate(), date.getUTCFullYear()) : "";
}

/** A calendar day ("2024-04-02") as its month and year: April 2024. */
export function formatMonthYear(day: string | null | undefined): string {
  const date = parseDay(day);
  return date ? `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}` : "";
}

/** A whole number with thousands separators, as en-GB writes it: 12,345. */
export function formatCount(value: number): string {
  const sign = value < 0 ? "-" : "";
  return sign + String(Math.trunc(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
