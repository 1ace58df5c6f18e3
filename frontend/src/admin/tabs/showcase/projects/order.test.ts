import { describe, expect, it } from "vitest";

import { moveProject, placeOf } from "./order";

const rows = [
  { id: "star", featured: true },
  { id: "a", featured: false },
  { id: "b", featured: false },
  { id: "c", featured: false },
];
const ids = (list: { id: string }[] | null) => list?.map((row) => row.id);

describe("moving projects", () => {
  it("swaps a project with its neighbour, the featured one kept first", () => {
    expect(ids(moveProject(rows, "b", -1))).toEqual(["star", "b", "a", "c"]);
    expect(ids(moveProject(rows, "b", 1))).toEqual(["star", "a", "c", "b"]);
  });

  it("does not move past either end, nor the featured project", () => {
    expect(moveProject(rows, "a", -1)).toBeNull();
    expect(moveProject(rows, "c", 1)).toBeNull();
    expect(moveProject(rows, "star", 1)).toBeNull();
    expect(moveProject(rows, "unknown", 1)).toBeNull();
  });

  it("leaves the rows it was given as they were", () => {
    const before = ids(rows);
    moveProject(rows, "b", -1);
    expect(ids(rows)).toEqual(before);
  });

  it("says where a project stands among those that move", () => {
    expect(placeOf(rows, "a")).toEqual([0, 3]);
    expect(placeOf(rows, "c")).toEqual([2, 3]);
    expect(placeOf(rows, "star")).toBeNull();
  });
});
