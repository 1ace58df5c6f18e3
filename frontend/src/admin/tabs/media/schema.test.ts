import { describe, expect, it } from "vitest";

import { changedFields } from "../../lib/editor";

import { fromDateInput, mediaFormValues, mediaPayload, toDateInput } from "./schema";
import { mediaItem } from "./test-data";

describe("dates", () => {
  it("sends a chosen day at midday and reads it back as the same day", () => {
    expect(fromDateInput("2025-01-04")).toBe("2025-01-04T12:00:00");
    expect(toDateInput(new Date(2025, 0, 4, 12).toISOString())).toBe("2025-01-04");
    expect(toDateInput("")).toBe("");
    expect(toDateInput("not a date")).toBe("");
  });
});

describe("mediaPayload", () => {
  it("sends every field of a new item, read time as a number", () => {
    const values = {
      ...mediaFormValues(null, "2025-03-01"),
      title: "  My article ",
      readTime: "6",
    };

    const body = mediaPayload(values);

    expect(body).toMatchObject({
      title: "My article",
      type: "article",
      readTime: 6,
      publishedAt: "2025-03-01T12:00:00",
      isPublished: true,
      featured: false,
    });
  });

  it("sends only what changed in an update, and an emptied read time as null", () => {
    const existing = mediaItem("a", "article", { readTime: 5, title: "Old" });
    const before = mediaFormValues(existing);

    const update = (values: typeof before) =>
      changedFields(mediaPayload(before), mediaPayload(values));

    expect(update({ ...before, title: "New" })).toEqual({ title: "New" });
    expect(update({ ...before, readTime: "" })).toEqual({ readTime: null });
    expect(update({ ...before, isPublished: false })).toEqual({ isPublished: false });
    expect(update(before)).toEqual({});
  });
});
