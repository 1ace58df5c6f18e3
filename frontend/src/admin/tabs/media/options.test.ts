import { describe, expect, it } from "vitest";

import { PLATFORMS, TYPE_FILTERS, platformOptions } from "./options";

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

describe("type filter", () => {
  it("offers all, articles, videos and podcasts", () => {
    expect(TYPE_FILTERS.map((f) => f.value)).toEqual(["all", "article", "video", "podcast"]);
  });
});
