import { describe, expect, it } from "vitest";

import { PLATFORMS, TYPE_FILTERS, countByType, filterByType, platformOptions } from "./options";
import { mediaItem } from "./test-data";

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
    mediaItem("a", "article"),
    mediaItem("v", "video"),
    mediaItem("p", "podcast"),
    mediaItem("b", "article"),
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
