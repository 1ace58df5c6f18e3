import { describe, expect, it } from "vitest";

import { MAX_CELLS, diffCounts, lineDiff } from "./line-diff";

const shown = (before: string, after: string) =>
  lineDiff(before, after).map(
    ({ kind, text }) => `${{ same: " ", added: "+", removed: "-" }[kind]}${text}`,
  );

describe("lineDiff", () => {
  it("marks each line kept, removed or added, in reading order", () => {
    expect(shown("a\nb\nc\nd", "a\nB\nc\nd\ne")).toEqual([" a", "-b", "+B", " c", " d", "+e"]);
  });

  it("keeps the lines that moved least and shows the rest as changes", () => {
    expect(shown("one\ntwo\nthree", "three\none\ntwo")).toEqual([
      "+three",
      " one",
      " two",
      "-three",
    ]);
  });

  it("says nothing changed for the same text, and all new for an empty one", () => {
    expect(shown("same\ntext", "same\ntext")).toEqual([" same", " text"]);
    expect(shown("", "new\nlines")).toEqual(["+new", "+lines"]);
    expect(shown("old", "")).toEqual(["-old"]);
    expect(shown("", "")).toEqual([]);
  });

  it("treats Windows line ends as line ends", () => {
    expect(shown("a\r\nb", "a\nb")).toEqual([" a", " b"]);
  });

  it("shows a text too long to compare line by line as replaced, without hanging", () => {
    const lines = Math.ceil(Math.sqrt(MAX_CELLS)) + 2;
    const before = Array.from({ length: lines }, (_, n) => `old ${n}`).join("\n");
    const after = Array.from({ length: lines }, (_, n) => `new ${n}`).join("\n");
    expect(diffCounts(lineDiff(before, after))).toEqual({ added: lines, removed: lines });
  });

  it("counts the added and removed lines", () => {
    expect(diffCounts(lineDiff("a\nb", "a\nc\nd"))).toEqual({ added: 2, removed: 1 });
  });
});
