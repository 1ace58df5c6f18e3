import { describe, expect, it } from "vitest";

import { readTimeOf, wordsIn } from "./read-time";

// The same cases as tests/blog/test_writing.py: the editor's estimate and the server agree.
describe("the read time estimate", () => {
  it("counts the words of the text, not the markup", () => {
    expect(
      wordsIn("<p>One <strong>two</strong></p><img src='/media/a.webp' alt='x'>three", "html"),
    ).toBe(3);
    expect(
      wordsIn("# Heading here\n\n- [a link](https://example.com/a/very/long/address) don't"),
    ).toBe(5);
    expect(wordsIn("it’s — a “quote”")).toBe(3);
  });

  it("is a minute per 200 words, rounded up, at least one and at most 600", () => {
    expect(readTimeOf("")).toBe(1);
    expect(readTimeOf(Array(200).fill("w").join(" "))).toBe(1);
    expect(readTimeOf(Array(201).fill("w").join(" "))).toBe(2);
    expect(readTimeOf(Array(450).fill("word").join(" "))).toBe(3);
    expect(readTimeOf(Array(130_000).fill("w").join(" "))).toBe(600);
  });
});
