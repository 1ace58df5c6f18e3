import type { KeyboardEvent } from "react";
import { Link } from "react-router-dom";

import { paths } from "@/config/paths";

import type { TravelStory } from "../api/get-stories";
import { MAP_WIDTH, type Marker, type Pin, type Point } from "../lib/map-pins";
import { storyPlace } from "../lib/story-photos";

/** What the label beside a pointed-at or focused marker says, and where. */
export type MarkerLabel = { at: Point; heading: string; detail: string };
type LabelProps = { onLabel: (label: MarkerLabel | null) => void };

// Sizes in screen pixels: the markers keep their size whatever the zoom, so each is divided by
// the map's scale (screen pixels per map unit) where it becomes an SVG attribute.
const PIN = 7;
const CLUSTER = 12;
const HIT = 13; // half of the 26-pixel target a finger or the pointer hits
const RING = 4; // the focus ring, outside the marker

const RING_CLASS =
  "fill-none stroke-accent-600 opacity-0 group-focus-visible:opacity-100 dark:stroke-accent-300";
const MARKER_CLASS =
  "fill-accent-700 stroke-white transition-colors group-hover:fill-accent-800 dark:fill-accent-300 dark:stroke-slate-950 dark:group-hover:fill-accent-100";

function shorten(text: string, length = 48): string {
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
}

/** The marker's hit area, its focus ring and its circle, `radius` pixels round `at`. */
function Dot({ at, radius, scale }: { at: Point; radius: number; scale: number }) {
  return (
    <>
      <circle cx={at.x} cy={at.y} r={Math.max(HIT, radius) / scale} fill="transparent" />
      <circle
        cx={at.x}
        cy={at.y}
        r={(radius + RING) / scale}
        strokeWidth={2.5 / scale}
        className={RING_CLASS}
      />
      <circle
        cx={at.x}
        cy={at.y}
        r={radius / scale}
        strokeWidth={2 / scale}
        className={MARKER_CLASS}
      />
    </>
  );
}

/**
 * A story's pin: a link to the story, named "Kyoto, Japan: <title>", its place and title shown
 * beside it while pointed at or focused. `at` is where it is drawn: its own place, or a spot on
 * a ring round its place when several stories share one (a thin line joins the two).
 */
export function PinMarker({
  pin,
  scale,
  onLabel,
}: { pin: Pin<TravelStory> & { at: Point }; scale: number } & LabelProps) {
  const { story, at } = pin;
  const place = storyPlace(story);
  const show = () => onLabel({ at, heading: place, detail: shorten(story.title) });
  const hide = () => onLabel(null);
  const moved = at.x !== pin.x || at.y !== pin.y;
  return (
    <Link
      to={paths.travelStory(story.slug)}
      aria-label={`${place}: ${story.title}`}
      data-stories={story.slug}
      className="group cursor-pointer outline-none"
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
    >
      {moved && (
        <>
          <line
            x1={pin.x}
            y1={pin.y}
            x2={at.x}
            y2={at.y}
            strokeWidth={1.5}
            vectorEffect="non-scaling-stroke"
            className="stroke-slate-500 dark:stroke-slate-400"
          />
          <circle cx={pin.x} cy={pin.y} r={2.5 / scale} className="fill-slate-500" />
        </>
      )}
      <Dot at={at} radius={PIN} scale={scale} />
    </Link>
  );
}

const list = new Intl.ListFormat("en-GB", { type: "conjunction" });

/** Several stories too close together to tell apart at this zoom: a numbered circle, a button
 * that zooms in until they part (Enter or Space from the keyboard). */
export function ClusterMarker({
  marker,
  scale,
  onOpen,
  onLabel,
}: { marker: Marker<TravelStory>; scale: number; onOpen: () => void } & LabelProps) {
  const count = marker.pins.length;
  const places = list.format([
    ...new Set(marker.pins.map((pin) => pin.story.city || pin.story.country)),
  ]);
  const show = () => onLabel({ at: marker, heading: `${count} stories`, detail: shorten(places) });
  const hide = () => onLabel(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onOpen();
    }
  };
  return (
    <g
      role="button"
      tabIndex={0}
      aria-label={`${count} stories near each other: ${places}. Zoom in`}
      data-stories={marker.pins.map((pin) => pin.story.slug).join(" ")}
      className="group cursor-pointer outline-none"
      onClick={onOpen}
      onKeyDown={onKeyDown}
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
    >
      <Dot at={marker} radius={CLUSTER} scale={scale} />
      <text
        x={marker.x}
        y={marker.y}
        fontSize={12 / scale}
        textAnchor="middle"
        dominantBaseline="central"
        className="pointer-events-none fill-white font-bold dark:fill-slate-950"
      >
        {count}
      </text>
    </g>
  );
}

/** The label of the marker pointed at or focused: two lines above it (below it at the top of
 * the map), kept inside the map at its sides, with a halo so it reads over land and borders. */
export function MarkerLabelText({ label, scale }: { label: MarkerLabel; scale: number }) {
  const { at } = label;
  const room = 150; // pixels: nearer a side than this, the label grows away from it
  const anchor =
    at.x * scale < room ? "start" : (MAP_WIDTH - at.x) * scale < room ? "end" : "middle";
  const edge = 4 / scale;
  const x =
    anchor === "start"
      ? Math.max(at.x - HIT / scale, edge)
      : anchor === "end"
        ? Math.min(at.x + HIT / scale, MAP_WIDTH - edge)
        : at.x;
  const below = at.y * scale < 56;
  const line = 17 / scale;
  const first = below ? at.y + (HIT + 16) / scale : at.y - (HIT + 8) / scale - line;
  return (
    <text
      aria-hidden="true"
      fontSize={13 / scale}
      textAnchor={anchor}
      paintOrder="stroke"
      strokeWidth={4 / scale}
      strokeLinejoin="round"
      className="pointer-events-none fill-slate-900 stroke-white dark:fill-white dark:stroke-slate-950"
    >
      <tspan x={x} y={first} className="font-semibold">
        {label.heading}
      </tspan>
      <tspan x={x} y={first + line}>
        {label.detail}
      </tspan>
    </text>
  );
}
