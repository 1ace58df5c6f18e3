import world from "./world-map.json";

/** The map's size in its own units (world-map.json: scripts/world-map.mjs writes it). */
export const MAP_WIDTH = world.width;
export const MAP_HEIGHT = world.height;

export type Point = { x: number; y: number };
type Coordinates = { lat: number; lng: number };
type Placeable = { slug: string; coordinates: Coordinates | null };

export type Pin<S extends Placeable> = Point & { story: S };
/** One pin, or several close together (drawn as one numbered circle), at their centre. */
export type Marker<S extends Placeable> = Point & { key: string; pins: Pin<S>[] };

const RADIANS = Math.PI / 180;

/** d3-geo's Natural Earth projection (geoNaturalEarth1's raw formula): longitude and latitude in
 * radians to the unit map. The map's file was drawn with it, so pins land where its land is. */
function naturalEarth(lambda: number, phi: number): [number, number] {
  const phi2 = phi * phi;
  const phi4 = phi2 * phi2;
  return [
    lambda *
      (0.8707 - 0.131979 * phi2 + phi4 * (-0.013791 + phi4 * (0.003971 * phi2 - 0.001529 * phi4))),
    phi * (1.007226 + phi2 * (0.015085 + phi4 * (-0.044475 + 0.028874 * phi2 - 0.005916 * phi4))),
  ];
}

/** Where a place is on the map. The map stops south of Cape Horn: a place further south (the
 * Antarctic) sits on its bottom edge. */
export function project({ lat, lng }: Coordinates): Point {
  const [x, y] = naturalEarth(lng * RADIANS, lat * RADIANS);
  return {
    x: world.translateX + world.scale * x,
    y: Math.min(MAP_HEIGHT, Math.max(0, world.translateY - world.scale * y)),
  };
}

/** The stories with a place, as pins from west to east (the keyboard's order), and those
 * without one, in their own order. */
export function placeStories<S extends Placeable>(stories: S[]): { pins: Pin<S>[]; unplaced: S[] } {
  const pins: Pin<S>[] = [];
  const unplaced: S[] = [];
  for (const story of stories) {
    if (story.coordinates) pins.push({ ...project(story.coordinates), story });
    else unplaced.push(story);
  }
  pins.sort((a, b) => a.x - b.x || a.y - b.y);
  return { pins, unplaced };
}

/**
 * Pins nearer than `distance` (map units) to another share one marker at their centre: pins in
 * a chain (each near the next) too, so no two markers are nearer than that. Markers are from
 * west to east, each named after its first pin's story.
 */
export function clusterPins<S extends Placeable>(pins: Pin<S>[], distance: number): Marker<S>[] {
  const group = pins.map((_, i) => i);
  const root = (i: number): number => (group[i] === i ? i : (group[i] = root(group[i])));
  for (let i = 0; i < pins.length; i++) {
    for (let j = i + 1; j < pins.length; j++) {
      if (Math.hypot(pins[i].x - pins[j].x, pins[i].y - pins[j].y) < distance) {
        group[root(j)] = root(i);
      }
    }
  }
  const members = new Map<number, Pin<S>[]>();
  pins.forEach((pin, i) => members.set(root(i), [...(members.get(root(i)) ?? []), pin]));
  return [...members.values()]
    .map((together) => ({
      key: together[0].story.slug,
      x: together.reduce((sum, pin) => sum + pin.x, 0) / together.length,
      y: together.reduce((sum, pin) => sum + pin.y, 0) / together.length,
      pins: together,
    }))
    .sort((a, b) => a.x - b.x || a.y - b.y);
}

/** The marker's pins laid round its centre, `distance` apart, for pins that stay together at
 * the closest zoom (two stories from one city): each keeps its true place to draw a line to. */
export function spreadPins<S extends Placeable>(
  marker: Marker<S>,
  distance: number,
): (Pin<S> & { at: Point })[] {
  const count = marker.pins.length;
  if (count === 1) return [{ ...marker.pins[0], at: marker.pins[0] }];
  const radius = distance / (2 * Math.sin(Math.PI / count));
  return marker.pins.map((pin, i) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / count;
    return {
      ...pin,
      at: { x: marker.x + radius * Math.cos(angle), y: marker.y + radius * Math.sin(angle) },
    };
  });
}

/** The first zoom level after `from` at which the marker's pins part (drawn `distancePixels`
 * apart, the map showing `pixelsPerUnit` at zoom 1), or the last level if they never do. */
export function partingZoom<S extends Placeable>(
  marker: Marker<S>,
  zooms: readonly number[],
  from: number,
  distancePixels: number,
  pixelsPerUnit: number,
): number {
  for (let level = from + 1; level < zooms.length; level++) {
    const distance = distancePixels / (pixelsPerUnit * zooms[level]);
    if (clusterPins(marker.pins, distance).length > 1) return level;
  }
  return zooms.length - 1;
}
