import { describe, expect, it } from "vitest";

import { isAllowedImageUrl } from "./image-url";

describe("isAllowedImageUrl", () => {
  it("accepts addresses on this site, a web address (the media bucket) and nothing", () => {
    expect(isAllowedImageUrl("/media/gallery/a.webp")).toBe(true);
    expect(isAllowedImageUrl("/static/img/photo-placeholder.svg")).toBe(true);
    expect(isAllowedImageUrl("https://bucket.example.com/gallery/a.webp")).toBe(true);
    expect(isAllowedImageUrl("")).toBe(true);
  });

  it("refuses what the server would surely refuse", () => {
    expect(isAllowedImageUrl("http://example.com/a.jpg")).toBe(false);
    expect(isAllowedImageUrl("javascript:alert(1)")).toBe(false);
    expect(isAllowedImageUrl("/other/a.jpg")).toBe(false);
    expect(isAllowedImageUrl("/media/../settings.py")).toBe(false);
    expect(isAllowedImageUrl('/media/a.jpg" onerror="x')).toBe(false);
  });
});
