const usLong = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });

/** The specification's "US long format": January 4, 2025. */
export function formatUsLongDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : usLong.format(date);
}
