import { afterEach, describe, expect, it, vi } from "vitest";

import {
  formatCount,
  formatMonthYear,
  formatUsLongDate,
  formatTime,
  formatUsLongDateTime,
  formatUsLongDay,
} from "./format";

afterEach(() => vi.restoreAllMocks());

describe("date formats", () => {
  // Intl's own output is the reference: the hand-written formats must read the same.
  const usLong = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });
  const usLongUtc = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
  const monthYear = new Intl.DateTimeFormat("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  const days = Array.from({ length: 12 }, (_, month) => [
    `2025-${String(month + 1).padStart(2, "0")}-0${(month % 9) + 1}`,
  ]);

  it.each(days)("writes %s as Intl does", (day) => {
    const moment = `${day}T12:30:00Z`;
    expect(formatUsLongDate(moment)).toBe(usLong.format(new Date(moment)));
    expect(formatUsLongDay(day)).toBe(usLongUtc.format(new Date(`${day}T00:00:00Z`)));
    expect(formatMonthYear(day)).toBe(monthYear.format(new Date(`${day}T00:00:00Z`)));
  });

  it("writes a date and a UK 24-hour time", () => {
    const local = new Date(2025, 0, 4, 15, 5);
    expect(formatUsLongDateTime(local.toISOString())).toBe("January 4, 2025 at 15:05");
    const midnight = new Date(2025, 0, 4, 0, 9);
    expect(formatUsLongDateTime(midnight.toISOString())).toBe("January 4, 2025 at 00:09");
    expect(formatTime(new Date(2025, 0, 4, 9, 7).getTime())).toBe("09:07");
  });

  it("returns nothing for what it cannot read", () => {
    for (const value of [null, undefined, "", "not a date"]) {
      expect(formatUsLongDate(value)).toBe("");
      expect(formatUsLongDateTime(value)).toBe("");
      expect(formatUsLongDay(value)).toBe("");
      expect(formatMonthYear(value)).toBe("");
    }
    expect(formatUsLongDay("2025-1-6")).toBe("");
  });

  it("writes counts with thousands separators", () => {
    expect([0, 7, 999, 1000, 12345, 1234567, -4200].map(formatCount)).toEqual([
      "0",
      "7",
      "999",
      "1,000",
      "12,345",
      "1,234,567",
      "-4,200",
    ]);
  });

  it("loads no locale data: no Intl formatter is made, not even at import", async () => {
    vi.resetModules();
    const made = [
      vi.spyOn(Intl, "DateTimeFormat"),
      vi.spyOn(Intl, "NumberFormat"),
      vi.spyOn(Intl, "RelativeTimeFormat"),
    ];
    const format = await import("./format");
    format.formatUsLongDate("2025-01-04T12:00:00Z");
    format.formatUsLongDateTime("2025-01-04T12:00:00Z");
    format.formatUsLongDay("2025-01-04");
    format.formatMonthYear("2025-01-04");
    format.formatCount(1234);
    for (const spy of made) expect(spy).not.toHaveBeenCalled();
  });
});
