// The specification's 30 travel countries and their flags (the admin travel editor offers the
// same list). A country outside it gets a globe. The list lives in config/shared-constants.json,
// which the server's first screen reads too.
import shared from "@/config/shared-constants.json";

export const COUNTRY_FLAGS: Readonly<Record<string, string>> = shared.countryFlags;

export const TRAVEL_COUNTRIES: readonly string[] = Object.keys(COUNTRY_FLAGS);

export const GLOBE = shared.globe;

/** The flag of `country` (spelled as in the list, any case or spacing), or a globe. */
export function countryFlag(country: string | null | undefined): string {
  const wanted = (country ?? "").trim().toLowerCase();
  const match = TRAVEL_COUNTRIES.find((name) => name.toLowerCase() === wanted);
  return match ? COUNTRY_FLAGS[match] : GLOBE;
}
