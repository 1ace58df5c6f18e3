import { Globe2, MapPin } from "lucide-react";

/**
 * The specification's 'Interactive Travel Map' placeholder. Its 'Launch Interactive Map' button
 * does nothing, so it says so: marked unavailable (aria-disabled, still focusable so it can be
 * found and its note read) with a visible 'Coming soon' note.
 */
export function MapPlaceholder({ countryCount }: { countryCount: number }) {
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
          <button
            type="button"
            aria-disabled="true"
            aria-describedby="travel-map-note"
            className="inline-flex cursor-not-allowed items-center gap-2 rounded-lg bg-slate-300 px-5 py-2.5 font-semibold text-slate-700 dark:bg-slate-700 dark:text-slate-200"
          >
            <Globe2 aria-hidden="true" className="size-4" />
            Launch Interactive Map
          </button>
          <span
            id="travel-map-note"
            className="rounded-full bg-warm-100 px-3 py-1 text-sm font-semibold text-warm-800 dark:bg-warm-800/40 dark:text-warm-100"
          >
            Coming soon
          </span>
        </div>
      </div>
    </section>
  );
}
