// Writes the travel map's world (frontend/src/features/travel/lib/world-map.json) from Natural
// Earth's public-domain 1:110m land and country borders, as packaged by world-atlas: the globe's
// outline, the land and the borders between countries as SVG path data, projected with d3-geo's
// Natural Earth projection, Antarctica left out (no story is set there, and it would take a fifth
// of the height), coordinates rounded to a tenth of a unit and written relative to the previous
// point so the file stays small. The site draws it inline in the lazily loaded travel map (no
// request of its own, no other host) and places each story's pin with the same projection
// (map-pins.ts).
//
//   node scripts/world-map.mjs          write the file
//   node scripts/world-map.mjs --check  exit 1 if the committed file is not what this writes
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";

import { geoNaturalEarth1, geoPath } from "d3-geo";
import { feature, mesh } from "topojson-client";

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const OUTPUT = path.join(root, "frontend/src/features/travel/lib/world-map.json");

export const WIDTH = 1000;
// The map stops a little below Cape Horn (55.98°S): the southern ocean below it is left out.
const SOUTH = -58;
// Antarctica: the land polygons that lie entirely south of this latitude.
const ANTARCTIC = -60;
// In tenths of a unit: a point closer than this to the last one kept is dropped, and an island
// ring smaller than MIN_RING_AREA square units is left out.
const MIN_STEP = 4;
const MIN_RING_AREA = 2;

function atlas(name) {
  return JSON.parse(readFileSync(require.resolve(`world-atlas/${name}`), "utf8"));
}

/** A d3-geo path context that collects the projected rings as lists of [x, y] in tenths. */
function ringCollector() {
  const rings = [];
  let ring = null;
  return {
    rings,
    moveTo(x, y) {
      ring = [[Math.round(x * 10), Math.round(y * 10)]];
      rings.push(ring);
    },
    lineTo(x, y) {
      const point = [Math.round(x * 10), Math.round(y * 10)];
      const [lastX, lastY] = ring[ring.length - 1];
      if (Math.hypot(point[0] - lastX, point[1] - lastY) >= MIN_STEP) ring.push(point);
    },
    closePath() {
      ring.closed = true;
    },
    arc() {},
  };
}

function ringArea(ring) {
  let twice = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x1, y1] = ring[i];
    const [x2, y2] = ring[(i + 1) % ring.length];
    twice += x1 * y2 - x2 * y1;
  }
  return Math.abs(twice) / 2 / 100; // tenths squared to square units
}

/** Tenths as the shortest decimal text: 125 -> "12.5", -5 -> "-.5", 30 -> "3". */
function number(tenths) {
  const text = (tenths / 10).toString();
  return text.replace(/^(-?)0\./, "$1.");
}

/** Path data: an absolute move to each ring's start, then relative lines ("l" once per ring,
 * pairs after it), "z" for closed rings. */
function pathData(rings) {
  let data = "";
  for (const ring of rings) {
    const [start, ...rest] = ring;
    data += `M${number(start[0])} ${number(start[1])}`;
    if (rest.length) {
      let [x, y] = start;
      data += "l";
      data += rest
        .map(([nextX, nextY]) => {
          const step = `${number(nextX - x)} ${number(nextY - y)}`;
          [x, y] = [nextX, nextY];
          return step;
        })
        .join(" ")
        // A sign or a second decimal point starts the next number: no space needed.
        .replace(/ -/g, "-")
        .replace(/(\.\d+) (?=\.)/g, "$1");
    }
    if (ring.closed) data += "z";
  }
  return data;
}

/** The map's projection: Natural Earth, the whole world WIDTH wide, the North Pole's line at
 * y = 0; and the map's height, down to SOUTH. */
export function mapProjection() {
  const projection = geoNaturalEarth1().fitWidth(WIDTH, { type: "Sphere" }).precision(0.5);
  const [translateX, translateY] = projection.translate();
  const top = projection([0, 90])[1];
  projection.translate([translateX, translateY - top]);
  return { projection, height: Math.ceil(projection([0, SOUTH])[1]) };
}

export function buildWorldMap() {
  const { projection, height } = mapProjection();

  const landTopology = atlas("land-110m.json");
  const land = feature(landTopology, landTopology.objects.land);
  const polygons = land.features
    .flatMap((f) =>
      f.geometry.type === "MultiPolygon" ? f.geometry.coordinates : [f.geometry.coordinates],
    )
    .filter((polygon) => polygon[0].some(([, lat]) => lat > ANTARCTIC));
  const landRings = ringCollector();
  geoPath(projection, landRings)({ type: "MultiPolygon", coordinates: polygons });

  const countries = atlas("countries-110m.json");
  const borders = mesh(countries, countries.objects.countries, (a, b) => a !== b);
  const borderLines = ringCollector();
  geoPath(projection, borderLines)(borders);

  const sphere = ringCollector();
  geoPath(projection, sphere)({ type: "Sphere" });

  const [x, y] = projection.translate();
  return {
    source: "Natural Earth 1:110m land and countries (public domain), via world-atlas 2.0.2",
    projection: "Natural Earth (d3-geo geoNaturalEarth1)",
    width: WIDTH,
    height,
    scale: Number(projection.scale().toFixed(6)),
    translateX: Number(x.toFixed(6)),
    translateY: Number(y.toFixed(6)),
    // The globe's outline (the sea), cut off at the bottom of the map by its height.
    outline: pathData(sphere.rings),
    land: pathData(landRings.rings.filter((ring) => ringArea(ring) >= MIN_RING_AREA)),
    borders: pathData(borderLines.rings.filter((line) => line.length > 1)),
  };
}

export function worldMapText() {
  return `${JSON.stringify(buildWorldMap(), null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = worldMapText();
  if (process.argv.includes("--check")) {
    if (readFileSync(OUTPUT, "utf8") !== text) {
      process.stderr.write(
        `${path.relative(root, OUTPUT)} is out of date: run node scripts/world-map.mjs\n`,
      );
      process.exit(1);
    }
  } else {
    writeFileSync(OUTPUT, text);
    process.stdout.write(`Wrote ${path.relative(root, OUTPUT)} (${text.length} bytes)\n`);
  }
}
