import { usePublicData } from "./public-data";

/** The home page's figures, each the owner's typed label or else counted from the published
 * content ("15+ Articles"); null where there is nothing to count yet. The home page and the
 * site map embed them as first data. */
export type SiteFigures = Record<
  "articles" | "progress" | "certificates" | "countries",
  string | null
>;

export const SITE_FIGURES_PATH = "/api/site-figures";

export function useSiteFigures() {
  return usePublicData<SiteFigures>(SITE_FIGURES_PATH).data;
}
