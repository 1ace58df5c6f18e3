import { Globe2, MapPin } from "lucide-react";
import { Component, Suspense, lazy, useRef, useState, type ReactNode } from "react";

import { Button } from "@/components/ui/button";

// The map (its dialog, the world's outline and the pins) loads on the first click, so the
// travel page's first load does not carry it; pointing at the button starts the download.
const loadTravelMap = () => import("./travel-map");

/** Tells the card when the map's code could not be loaded (offline), instead of the whole page
 * giving way to the error screen. */
class LoadFailed extends Component<{ children: ReactNode; onFail: () => void }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch() {
    this.props.onFail();
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The 'Interactive Travel Map' card on /travel: 'Launch Interactive Map' opens the map of the
 * stories (travel-map.tsx). */
export function MapCard({ countryCount }: { countryCount: number }) {
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  // A new lazy component after a failed load, so the next click tries the download again.
  const [TravelMap, setTravelMap] = useState(() => lazy(loadTravelMap));
  const buttonRef = useRef<HTMLButtonElement>(null);

  const launch = () => {
    setFailed(false);
    setOpen(true);
  };
  const onFail = () => {
    setOpen(false);
    setFailed(true);
    setTravelMap(() => lazy(loadTravelMap));
  };

  return (
    <section
      aria-labelledby="travel-map-heading"
      className="relative overflow-hidden rounded-2xl border border-slate-200 bg-gradient-to-br from-accent-50 via-white to-warm-100 p-8 sm:p-10 dark:border-slate-800 dark:from-slate-900 dark:via-slate-900 dark:to-slate-800"
    >
      <Globe2
        aria-hidden="true"
        className="pointer-events-none absolute -right-10 -bottom-12 size-64 text-accent-100 dark:text-slate-800"
      />
      <div className="relative max-w-xl">
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-700 text-white">
          <MapPin aria-hidden="true" className="size-6" />
        </span>
        <h2
          id="travel-map-heading"
          className="mt-4 text-2xl font-semibold text-slate-900 dark:text-white"
        >
          Interactive Travel Map
        </h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          {countryCount > 0
            ? `Every place I have written about, pinned on one map: ${countryCount} ${
                countryCount === 1 ? "country" : "countries"
              } so far.`
            : "Every place I have written about, pinned on one map."}
        </p>
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <Button
            ref={buttonRef}
            icon={Globe2}
            aria-haspopup="dialog"
            onClick={launch}
            onPointerEnter={() => void loadTravelMap().catch(() => undefined)}
            onFocus={() => void loadTravelMap().catch(() => undefined)}
          >
            Launch Interactive Map
          </Button>
          {failed && (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
              The map could not be loaded. Please check your connection and try again.
            </p>
          )}
        </div>
      </div>
      {open && (
        <LoadFailed onFail={onFail}>
          <Suspense
            fallback={
              <span role="status" className="sr-only">
                Opening the map…
              </span>
            }
          >
            <TravelMap onClose={() => setOpen(false)} opener={buttonRef} />
          </Suspense>
        </LoadFailed>
      )}
    </section>
  );
}
