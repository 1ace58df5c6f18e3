import { describe, expect, it } from "vitest";

import { srcsetFor } from "./srcset";

// The same cases as tests/core/test_srcset.py: both sides must agree.
describe("srcsetFor", () => {
  it("lists every standard width narrower than the stored one", () => {
    expect(srcsetFor("/media/gallery/abc-1600w.webp")).toBe(
      "/media/gallery/abc-480w.webp 480w, /media/gallery/abc-960w.webp 960w, " +
        "/media/gallery/abc-1600w.webp 1600w",
    );
    expect(srcsetFor("/media/demo/post-1200w.webp")).toBe(
      "/media/demo/post-480w.webp 480w, /media/demo/post-960w.webp 960w, " +
        "/media/demo/post-1200w.webp 1200w",
    );
    expect(srcsetFor("/media/gallery/small-700w.webp")).toBe(
      "/media/gallery/small-480w.webp 480w, /media/gallery/small-700w.webp 700w",
    );
    expect(srcsetFor("/media/gallery/tiny-300w.webp")).toBe("/media/gallery/tiny-300w.webp 300w");
  });

  it("gives nothing for any other address", () => {
    for (const url of ["/media/demo/post.webp", "/static/x.png", "/media/a-0w.webp", "", null]) {
      expect(srcsetFor(url)).toBeUndefined();
    }
  });
});
