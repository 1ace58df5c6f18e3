import { useEffect, useState } from "react";

import { getInitialData } from "./initial-data";

/** The home page's figures, each the owner's typed label or else counted from the published
 * content ("15+ Articles"); null where there is nothing to count yet. */
export type SiteFigures = Record<
  "articles" | "progress" | "certificates" | "countries",
  string | null
>;

export const SITE_FIGURES_PATH = "/api/site-figures";

/**
 * The site's figures for the home page's journey cards and the site map's overview. The server
 * embeds them in both pages, so the first paint reads them from the page; after an in-app
 * navigation from another page they are asked for once. No SWR here: the journey cards are on
 * the home page's first screen, and SWR loads with the sections below it (bench figure 6).
 */
export function useSiteFigures(): SiteFigures | undefined {
  const embedded = getInitialData().data[SITE_FIGURES_PATH] as SiteFigures | undefined;
  const [fetched, setFetched] = useState<SiteFigures>();
  useEffect(() => {
    if (embedded) return;
    let live = true;
    void import("./api-client")
      .then(({ apiRequest }) => apiRequest<SiteFigures>(SITE_FIGURES_PATH))
      .then((figures) => {
        if (live) setFetched(figures);
      })
      .catch(() => undefined); // no figures: the cards show none, as on a fresh site
    return () => {
      live = false;
    };
  }, [embedded]);
  return embedded ?? fetched;
}

/** Forget the figures this page loaded with (the owner just changed them): the next page that
 * shows them asks the server. */
export function forgetSiteFigures(): void {
  delete getInitialData().data[SITE_FIGURES_PATH];
}
