const usLong = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });

/** The specification's "US long format": January 4, 2025. */
export function formatUsLongDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : usLong.format(date);
}

// A date without a time ("2025-01-06") is a calendar day: format it as that day everywhere,
// whatever the visitor's time zone (new Date() would read it as UTC midnight).
const usLongDay = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const monthYear = new Intl.DateTimeFormat("en-US", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

function parseDay(day: string | null | undefined): Date | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A calendar day ("2025-01-06") in the US long format: January 6, 2025. */
export function formatUsLongDay(day: string | null | undefined): string {
  const date = parseDay(day);
  return date ? usLongDay.format(date) : "";
}

/** A calendar day ("2024-04-02") as its month and year: April 2024. */
export function formatMonthYear(day: string | null | undefined): string {
  const date = parseDay(day);
  return date ? monthYear.format(date) : "";
}
