import { buildWorldMap } from "../../../../../scripts/world-map.mjs";
import world from "./world-map.json";

// Path data as the script writes it: moves, relative lines, closes, and numbers.
const PATH = /^(?:[Mlz]|-?\d*\.?\d+|[ -])+$/;

describe("world-map.json", () => {
  it("is what scripts/world-map.mjs writes (node scripts/world-map.mjs regenerates it)", () => {
    expect(world).toEqual(buildWorldMap());
  });

  it("is SVG path data, small enough to draw inline", () => {
    for (const path of [world.outline, world.land, world.borders]) {
      expect(path).toMatch(/^M/);
      expect(path).toMatch(PATH);
    }
    expect(world.land.match(/M/g)!.length).toBeGreaterThan(100); // continents and islands
    expect(JSON.stringify(world).length).toBeLessThan(60_000);
  });

  it("has the shape the map's frame is drawn with (aspect-[1000/446] in world-map.tsx)", () => {
    expect([world.width, world.height]).toEqual([1000, 446]);
  });
});
