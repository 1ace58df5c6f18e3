import { describe, expect, it } from "vitest";

import { isAllowedImageUrl, sameSitePath } from "./image-url";

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

describe("sameSitePath", () => {
  const origin = "http://127.0.0.1:8000";

  it("turns a copied address of this site's picture into its path", () => {
    expect(sameSitePath("http://127.0.0.1:8000/media/gallery/a-960w.webp", origin)).toBe(
      "/media/gallery/a-960w.webp",
    );
    expect(sameSitePath(" http://127.0.0.1:8000/static/img/x.svg ", origin)).toBe(
      "/static/img/x.svg",
    );
  });

  it("leaves other sites, other paths and paths alone", () => {
    expect(sameSitePath("http://example.com/media/a.webp", origin)).toBe(
      "http://example.com/media/a.webp",
    );
    expect(sameSitePath("http://127.0.0.1:8000/api/blog-posts", origin)).toBe(
      "http://127.0.0.1:8000/api/blog-posts",
    );
    expect(sameSitePath("/media/a.webp", origin)).toBe("/media/a.webp");
  });

  it("lets the form accept the site's own full address", () => {
    expect(isAllowedImageUrl(`${window.location.origin}/media/gallery/a.webp`)).toBe(true);
  });
});
