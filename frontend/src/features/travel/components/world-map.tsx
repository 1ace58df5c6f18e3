import { Minus, Plus } from "lucide-react";
import { useLayoutEffect, useMemo, useRef, useState, type PointerEvent } from "react";

import { IconButton } from "@/components/ui/icon-button";

import type { TravelStory } from "../api/get-stories";
import {
  MAP_HEIGHT,
  MAP_WIDTH,
  clusterPins,
  partingZoom,
  spreadPins,
  type Marker,
  type Pin,
  type Point,
} from "../lib/map-pins";
import world from "../lib/world-map.json";
import { ClusterMarker, MarkerLabelText, PinMarker, type MarkerLabel } from "./map-markers";

export const ZOOMS = [1, 2, 4, 8] as const;
// The map's width at each zoom, as a share of its frame (whole class names, for Tailwind).
const ZOOM_WIDTHS = ["w-full", "w-[200%]", "w-[400%]", "w-[800%]"];
/** Pins nearer than this many screen pixels share a numbered circle (at the closest zoom, they
 * are laid round their place instead). */
export const PIN_GAP = 26;

const ZOOM_BUTTON =
  "rounded-lg border border-slate-300 bg-white p-2 text-slate-800 shadow-sm hover:bg-slate-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800";

/**
 * The world (Natural Earth's land and borders, drawn inline: no request, no other host) with a
 * pin per story. Pins keep their size on the screen whatever the zoom; pins too close to tell
 * apart share a numbered circle that zooms in until they part. Zoomed in, the frame scrolls (and
 * a mouse can drag it); focus moving to a pin brings it into view.
 */
export function WorldMap({ pins }: { pins: Pin<TravelStory>[] }) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [level, setLevel] = useState(0);
  const [frameWidth, setFrameWidth] = useState(MAP_WIDTH);
  const [label, setLabel] = useState<MarkerLabel | null>(null);
  // Where to centre the frame, and which story's marker to focus, once a zoom is drawn.
  const after = useRef<{ centre: Point; focus: string | null } | null>(null);
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);

  const base = frameWidth / MAP_WIDTH; // screen pixels per map unit at zoom 1
  const scale = base * ZOOMS[level];
  const closest = level === ZOOMS.length - 1;
  const markers = useMemo(() => clusterPins(pins, PIN_GAP / scale), [pins, scale]);

  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const measure = () => setFrameWidth(frame.clientWidth || MAP_WIDTH);
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    const frame = frameRef.current;
    const next = after.current;
    if (!frame || !next) return;
    after.current = null;
    const pixels = (frame.clientWidth / MAP_WIDTH) * ZOOMS[level];
    frame.scrollLeft = next.centre.x * pixels - frame.clientWidth / 2;
    frame.scrollTop = next.centre.y * pixels - frame.clientHeight / 2;
    if (next.focus) {
      frame
        .querySelector<SVGElement>(`[data-stories~="${next.focus}"]`)
        ?.focus({ preventScroll: true });
    }
  }, [level]);

  const zoomTo = (target: number, centre?: Point, focus: string | null = null) => {
    const frame = frameRef.current;
    const next = Math.max(0, Math.min(ZOOMS.length - 1, target));
    if (!frame || next === level) return;
    after.current = {
      centre: centre ?? {
        x: (frame.scrollLeft + frame.clientWidth / 2) / scale,
        y: (frame.scrollTop + frame.clientHeight / 2) / scale,
      },
      focus,
    };
    setLabel(null);
    setLevel(next);
  };
  const openCluster = (marker: Marker<TravelStory>) =>
    zoomTo(partingZoom(marker, ZOOMS, level, PIN_GAP, base), marker, marker.key);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const frame = event.currentTarget;
    if (event.pointerType !== "mouse" || event.button !== 0 || level === 0) return;
    if (event.target instanceof Element && event.target.closest("[data-stories]")) return;
    drag.current = {
      x: event.clientX,
      y: event.clientY,
      left: frame.scrollLeft,
      top: frame.scrollTop,
    };
    frame.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    event.currentTarget.scrollLeft = start.left - (event.clientX - start.x);
    event.currentTarget.scrollTop = start.top - (event.clientY - start.y);
  };
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <div>
      {/* Above the map, not over it (a pin is never under them), and first for the keyboard.
          Never disabled, so focus stays on them. */}
      <div className="mb-2 flex items-center gap-3">
        <div className="flex shrink-0 gap-1">
          <IconButton
            icon={Plus}
            label="Zoom in"
            iconClassName="size-4"
            aria-disabled={closest}
            onClick={() => zoomTo(level + 1)}
            className={ZOOM_BUTTON}
          />
          <IconButton
            icon={Minus}
            label="Zoom out"
            iconClassName="size-4"
            aria-disabled={level === 0}
            onClick={() => zoomTo(level - 1)}
            className={ZOOM_BUTTON}
          />
        </div>
        {pins.length > 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {level === 0
              ? "A numbered circle is several stories close together: select it to zoom in."
              : "Drag or scroll the map to move round it."}
          </p>
        )}
      </div>
      <div
        ref={frameRef}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        className={`aspect-[1000/446] w-full overflow-auto overscroll-contain rounded-xl border border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-950 ${
          level > 0 ? "cursor-grab active:cursor-grabbing" : ""
        }`}
      >
        <svg
          viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
          role="group"
          aria-label="World map of the stories"
          // transition-none: under reduced motion the site gives every property a 0.01 ms
          // transition, and a width still on its way would stop the frame scrolling to the zoom.
          className={`${ZOOM_WIDTHS[level]} block h-auto max-w-none transition-none select-none`}
        >
          <g aria-hidden="true">
            <path d={world.outline} className="fill-accent-50 dark:fill-slate-900" />
            <path d={world.land} className="fill-slate-300 dark:fill-slate-700" />
            <path
              d={world.borders}
              fill="none"
              strokeWidth={0.75}
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
              className="stroke-slate-50 dark:stroke-slate-900"
            />
          </g>
          {markers.map((marker) =>
            marker.pins.length === 1 || closest ? (
              spreadPins(marker, PIN_GAP / scale).map((pin) => (
                <PinMarker key={pin.story.slug} pin={pin} scale={scale} onLabel={setLabel} />
              ))
            ) : (
              <ClusterMarker
                key={`cluster-${marker.key}`}
                marker={marker}
                scale={scale}
                onOpen={() => openCluster(marker)}
                onLabel={setLabel}
              />
            ),
          )}
          {label && <MarkerLabelText label={label} scale={scale} />}
        </svg>
      </div>
    </div>
  );
}
