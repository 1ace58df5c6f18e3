import { describe, expect, it } from "vitest";

import { ApiError } from "@/lib/api-client";

import {
  changedFields,
  formatCalendarDate,
  isIsoDate,
  serverFieldErrors,
  todayIso,
} from "./editor";

describe("changedFields", () => {
  it("keeps only the fields whose values changed, lists compared by content", () => {
    const before = { title: "A", categories: ["x"], readTime: 5, isPublished: false };
    const after = { title: "A", categories: ["x", "y"], readTime: 5, isPublished: true };

    expect(changedFields(before, after)).toEqual({ categories: ["x", "y"], isPublished: true });
    expect(changedFields(before, { ...before, categories: ["x"] })).toEqual({});
  });
});

describe("serverFieldErrors", () => {
  const error = new ApiError(400, "", {
    imageUrl: ["Use an image on this site."],
    coordinates: ["Coordinates must be within range"],
    gallery: ["Use at most 24 gallery images"],
  });

  it("puts messages on the form's fields, renamed where the form names them differently", () => {
    const { errors, other } = serverFieldErrors<{ imageUrl: string; latitude: number }>(
      error,
      ["imageUrl", "latitude"],
      { coordinates: "latitude" },
    );
    expect(errors).toEqual({
      imageUrl: "Use an image on this site.",
      latitude: "Coordinates must be within range",
    });
    expect(other).toEqual(["Use at most 24 gallery images"]);
  });

  it("gives nothing for an error that is not a 400", () => {
    expect(serverFieldErrors(new Error("network"), ["title"])).toEqual({ errors: {}, other: [] });
  });
});

describe("calendar dates", () => {
  it("writes today's local date as YYYY-MM-DD", () => {
    expect(todayIso(new Date(2025, 0, 4, 23, 30))).toBe("2025-01-04");
  });

  it("tells real dates from impossible ones", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2023-02-29")).toBe(false);
    expect(isIsoDate("2024-2-9")).toBe(false);
  });

  it("formats a calendar date in the US long format without shifting the day", () => {
    expect(formatCalendarDate("2025-01-04")).toBe("January 4, 2025");
    expect(formatCalendarDate("")).toBe("");
  });
});
