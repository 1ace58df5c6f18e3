import { describe, expect, it } from "vitest";

import cases from "./category-slug-cases.json";
import { categorySlug } from "./category-slug";

describe("categorySlug", () => {
  // tests/blog/test_category_slugs.py checks the server's slugs against the same cases.
  it.each(cases)("makes the server's slug of $name", ({ name, slug }) => {
    expect(categorySlug(name)).toBe(slug);
  });

  it("cuts a long slug to the 80 characters the server stores", () => {
    expect(categorySlug("Fax ".repeat(40))).toHaveLength(80);
  });
});
