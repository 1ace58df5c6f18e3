// The specification's 30 travel countries and their flags (the admin travel editor offers the
// same list). A country outside it gets a globe.

export const COUNTRY_FLAGS: Readonly<Record<string, string>> = {
  "United Kingdom": "🇬🇧",
  Japan: "🇯🇵",
  Singapore: "🇸🇬",
  Malaysia: "🇲🇾",
  France: "🇫🇷",
  Germany: "🇩🇪",
  Australia: "🇦🇺",
  "United States": "🇺🇸",
  Canada: "🇨🇦",
  Italy: "🇮🇹",
  Spain: "🇪🇸",
  Netherlands: "🇳🇱",
  Switzerland: "🇨🇭",
  Norway: "🇳🇴",
  Sweden: "🇸🇪",
  Denmark: "🇩🇰",
  Belgium: "🇧🇪",
  Austria: "🇦🇹",
  Portugal: "🇵🇹",
  Greece: "🇬🇷",
  Thailand: "🇹🇭",
  "South Korea": "🇰🇷",
  China: "🇨🇳",
  India: "🇮🇳",
  Indonesia: "🇮🇩",
  Philippines: "🇵🇭",
  Vietnam: "🇻🇳",
  Cambodia: "🇰🇭",
  Laos: "🇱🇦",
  Myanmar: "🇲🇲",
};

export const TRAVEL_COUNTRIES: readonly string[] = Object.keys(COUNTRY_FLAGS);

export const GLOBE = "🌍";

/** The flag of `country` (spelled as in the list, any case or spacing), or a globe. */
export function countryFlag(country: string | null | undefined): string {
  const wanted = (country ?? "").trim().toLowerCase();
  const match = TRAVEL_COUNTRIES.find((name) => name.toLowerCase() === wanted);
  return match ? COUNTRY_FLAGS[match] : GLOBE;
}
