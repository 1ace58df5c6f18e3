import { describe, expect, it } from "vitest";

import { countOf } from "./filter-counts";

type Row = { id: string; kind: string };
const kindOf = (row: Row) => row.kind;
const rows: Row[] = [
  { id: "1", kind: "video" },
  { id: "2", kind: "article" },
  { id: "3", kind: "video" },
];

describe("countOf", () => {
  it("is unknown until the list is read", () => {
    expect(countOf("video", kindOf, undefined, false)).toBeNull();
  });

  it("counts the loaded rows exactly once every page is loaded, else says n+", () => {
    expect(countOf("video", kindOf, rows, false)).toBe("2");
    expect(countOf("podcast", kindOf, rows, false)).toBe("0");
    expect(countOf("video", kindOf, rows, true)).toBe("2+");
    expect(countOf("podcast", kindOf, rows, true)).toBe("0+");
  });

  it("takes the chosen value's own list: exact on its last page", () => {
    const videos = [rows[0], rows[2], { id: "9", kind: "video" }];
    expect(
      countOf("video", kindOf, rows, true, { value: "video", rows: videos, more: false }),
    ).toBe("3");
  });

  it("says the larger of the two lists, with +, while the chosen list has more pages", () => {
    const chosen = { value: "video", rows: [rows[0]], more: true };
    expect(countOf("video", kindOf, rows, true, chosen)).toBe("2+");
    const longer = {
      value: "video",
      rows: [rows[0], rows[2], { id: "9", kind: "video" }],
      more: true,
    };
    expect(countOf("video", kindOf, rows, true, longer)).toBe("3+");
  });

  it("counts other values from the whole list, and ignores a chosen list still loading", () => {
    const chosen = { value: "video", rows: undefined, more: false };
    expect(countOf("article", kindOf, rows, true, chosen)).toBe("1+");
    expect(countOf("video", kindOf, rows, false, chosen)).toBe("2");
  });
});
