import { describe, expect, it } from "vitest";

import { changedFields } from "../lib/editor";

import {
  PLATFORMS,
  TYPE_FILTERS,
  countByType,
  filterByType,
  fromDateInput,
  mediaFormValues,
  mediaPayload,
  platformOptions,
  toDateInput,
  type MediaItem,
} from "./media";

function item(id: string, type: MediaItem["type"], extra: Partial<MediaItem> = {}): MediaItem {
  return {
    id,
    slug: id,
    title: `Item ${id}`,
    description: "",
    type,
    url: "",
    publishedAt: "2025-01-04T12:00:00Z",
    platform: "",
    featured: false,
    category: "",
    imageUrl: "",
    readTime: null,
    publication: "",
    duration: "",
    isPublished: true,
    createdAt: "2025-01-04T12:00:00Z",
    updatedAt: "2025-01-04T12:00:00Z",
    ...extra,
  };
}

describe("platforms", () => {
  it("has the specification's 11 distinct entries, ending with Other", () => {
    expect(PLATFORMS).toHaveLength(11);
    expect(new Set(PLATFORMS).size).toBe(11);
    expect(PLATFORMS[PLATFORMS.length - 1]).toBe("Other");
    for (const name of ["YouTube", "Spotify", "Apple Podcasts", "Medium", "LinkedIn"]) {
      expect(PLATFORMS).toContain(name);
    }
  });

  it("offers none, the 11, and keeps an item's own platform that is not in the list", () => {
    expect(platformOptions("").map((o) => o.value)).toEqual(["", ...PLATFORMS]);
    expect(platformOptions("YouTube")).toHaveLength(12);
    const options = platformOptions("Video platform");
    expect(options).toHaveLength(13);
    expect(options[options.length - 1]).toEqual({
      value: "Video platform",
      label: "Video platform",
    });
  });
});

describe("type filter and overview", () => {
  const items = [
    item("a", "article"),
    item("v", "video"),
    item("p", "podcast"),
    item("b", "article"),
  ];

  it("offers all, articles, videos and podcasts", () => {
    expect(TYPE_FILTERS.map((f) => f.value)).toEqual(["all", "article", "video", "podcast"]);
  });

  it("keeps only the chosen type", () => {
    expect(filterByType(items, "all")).toEqual(items);
    expect(filterByType(items, "article").map((i) => i.id)).toEqual(["a", "b"]);
    expect(filterByType(items, "podcast").map((i) => i.id)).toEqual(["p"]);
  });

  it("counts each type", () => {
    expect(countByType(items)).toEqual({ article: 2, video: 1, podcast: 1 });
    expect(countByType([])).toEqual({ article: 0, video: 0, podcast: 0 });
  });
});

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
    const existing = item("a", "article", { readTime: 5, title: "Old" });
    const before = mediaFormValues(existing);

    const update = (values: typeof before) =>
      changedFields(mediaPayload(before), mediaPayload(values));

    expect(update({ ...before, title: "New" })).toEqual({ title: "New" });
    expect(update({ ...before, readTime: "" })).toEqual({ readTime: null });
    expect(update({ ...before, isPublished: false })).toEqual({ isPublished: false });
    expect(update(before)).toEqual({});
  });
});
