import { mapProjection } from "../../../../../scripts/world-map.mjs";
import {
  MAP_HEIGHT,
  MAP_WIDTH,
  clusterPins,
  partingZoom,
  placeStories,
  project,
  spreadPins,
} from "./map-pins";

const CITIES = {
  london: { lat: 51.5072, lng: -0.1276 },
  paris: { lat: 48.8566, lng: 2.3522 },
  tokyo: { lat: 35.6762, lng: 139.6503 },
  sydney: { lat: -33.8688, lng: 151.2093 },
  newYork: { lat: 40.7128, lng: -74.006 },
  quito: { lat: -0.1807, lng: -78.4678 },
};

function story(slug: string, coordinates: { lat: number; lng: number } | null) {
  return { slug, coordinates };
}

describe("project", () => {
  it("places a city where the map's drawing (d3-geo's projection) puts it", () => {
    const { projection } = mapProjection();
    for (const { lat, lng } of Object.values(CITIES)) {
      const [x, y] = projection([lng, lat])!;
      const point = project({ lat, lng });
      expect(point.x).toBeCloseTo(x, 6);
      expect(point.y).toBeCloseTo(y, 6);
    }
  });

  it("puts known cities in the right part of the map", () => {
    const london = project(CITIES.london);
    // On the prime meridian: the middle of the map, a little to the west; in the north.
    expect(london.x).toBeGreaterThan(MAP_WIDTH / 2 - 1);
    expect(london.x).toBeLessThan(MAP_WIDTH / 2);
    expect(london.y).toBeLessThan(MAP_HEIGHT / 3);
    // Quito, on the equator: the height of the equator, west of the middle.
    const equator = project({ lat: 0, lng: 0 }).y;
    expect(Math.abs(project(CITIES.quito).y - equator)).toBeLessThan(1);
    expect(project(CITIES.quito).x).toBeLessThan(MAP_WIDTH / 2);
    // Sydney: south-east of Tokyo.
    expect(project(CITIES.sydney).x).toBeGreaterThan(project(CITIES.tokyo).x);
    expect(project(CITIES.sydney).y).toBeGreaterThan(equator);
  });

  it("reaches the map's edges at longitude ±180 and the North Pole, and keeps the far south on the map", () => {
    expect(project({ lat: 0, lng: -180 }).x).toBeCloseTo(0, 6);
    expect(project({ lat: 0, lng: 180 }).x).toBeCloseTo(MAP_WIDTH, 6);
    expect(project({ lat: 90, lng: 0 }).y).toBeCloseTo(0, 6);
    expect(project({ lat: 90, lng: 180 }).y).toBeCloseTo(0, 6);
    // The map stops south of Cape Horn: the South Pole sits on its bottom edge.
    expect(project({ lat: -90, lng: 0 }).y).toBe(MAP_HEIGHT);
    expect(project({ lat: -55.98, lng: -67.27 }).y).toBeLessThan(MAP_HEIGHT);
  });
});

describe("placeStories", () => {
  it("pins the stories with a place, west to east, and counts those without one", () => {
    const stories = [
      story("tokyo", CITIES.tokyo),
      story("somewhere", null),
      story("new-york", CITIES.newYork),
      story("london", CITIES.london),
      story("nowhere", null),
    ];
    const { pins, unplaced } = placeStories(stories);

    expect(pins.map((pin) => pin.story.slug)).toEqual(["new-york", "london", "tokyo"]);
    expect(pins[0]).toMatchObject(project(CITIES.newYork));
    expect(unplaced.map((s) => s.slug)).toEqual(["somewhere", "nowhere"]);
  });

  it("has no pins when no story has a place", () => {
    expect(placeStories([story("a", null)])).toEqual({ pins: [], unplaced: [story("a", null)] });
    expect(placeStories([])).toEqual({ pins: [], unplaced: [] });
  });
});

describe("clusterPins", () => {
  const { pins } = placeStories([
    story("london", CITIES.london),
    story("paris", CITIES.paris),
    story("tokyo", CITIES.tokyo),
  ]);

  it("gives pins far apart a marker each, west to east", () => {
    const markers = clusterPins(pins, 1);
    expect(markers.map((m) => m.key)).toEqual(["london", "paris", "tokyo"]);
    expect(markers[0]).toMatchObject({ x: pins[0].x, y: pins[0].y, pins: [pins[0]] });
  });

  it("joins pins close together into one marker at their centre", () => {
    const markers = clusterPins(pins, 20);
    expect(markers).toHaveLength(2);
    const [europe, tokyo] = markers;
    expect(europe.key).toBe("london");
    expect(europe.pins.map((pin) => pin.story.slug)).toEqual(["london", "paris"]);
    expect(europe.x).toBeCloseTo((pins[0].x + pins[1].x) / 2, 6);
    expect(europe.y).toBeCloseTo((pins[0].y + pins[1].y) / 2, 6);
    expect(tokyo.pins).toHaveLength(1);
  });

  it("joins a chain of pins each near the next", () => {
    const row = [0, 8, 16, 24].map((x, i) => ({ x, y: 0, story: story(`s${i}`, null) }));
    expect(clusterPins(row, 10)).toHaveLength(1);
    expect(clusterPins(row, 5)).toHaveLength(4);
  });
});

describe("spreadPins and partingZoom", () => {
  const twice = placeStories([story("first", CITIES.london), story("second", CITIES.london)]).pins;
  const [sameCity] = clusterPins(twice, 10);

  it("lays pins of one place round their centre, the given distance apart", () => {
    const spread = spreadPins(sameCity, 20);
    expect(spread).toHaveLength(2);
    const [a, b] = spread;
    expect(Math.hypot(a.at.x - b.at.x, a.at.y - b.at.y)).toBeCloseTo(20, 6);
    expect(a.x).toBe(twice[0].x); // each keeps its true place
    const three = spreadPins({ ...sameCity, pins: [...twice, twice[0]] }, 20);
    expect(Math.hypot(three[0].at.x - three[1].at.x, three[0].at.y - three[1].at.y)).toBeCloseTo(
      20,
      6,
    );
  });

  it("leaves a single pin where it is", () => {
    const [london] = clusterPins(twice.slice(0, 1), 10);
    expect(spreadPins(london, 20)[0].at).toEqual(twice[0]);
  });

  it("finds the first zoom at which close pins part, or the closest zoom", () => {
    const { pins } = placeStories([story("london", CITIES.london), story("paris", CITIES.paris)]);
    const apart = Math.hypot(pins[0].x - pins[1].x, pins[0].y - pins[1].y);
    const [europe] = clusterPins(pins, apart + 1);
    const zooms = [1, 2, 4, 8];
    // At 1 pixel a unit they are `apart` pixels apart: 22 pixels needs the zoom past 22 / apart.
    const needed = zooms.findIndex((zoom) => apart * zoom >= 22);
    expect(partingZoom(europe, zooms, 0, 22, 1)).toBe(needed);
    expect(partingZoom(sameCity, zooms, 0, 22, 1)).toBe(3);
  });
});
