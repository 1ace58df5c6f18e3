// The places the travel editor offers: the continents, the specification's countries with their
// flags, and the countries a list of stories visits.
import type { Schemas } from "@/lib/api-schemas";

export type Continent = Schemas["ContinentEnum"];

export const CONTINENTS: readonly Continent[] = [
  "America",
  "Europe",
  "Asia",
  "United Kingdom",
  "Australia",
  "Canada",
];

/** The specification's 30 countries, with the ISO code that draws each flag and the
 * continent filter the travel page files it under. */
export const COUNTRIES: readonly { name: string; code: string; continent: Continent }[] = [
  { name: "United Kingdom", code: "GB", continent: "United Kingdom" },
  { name: "Japan", code: "JP", continent: "Asia" },
  { name: "Singapore", code: "SG", continent: "Asia" },
  { name: "Malaysia", code: "MY", continent: "Asia" },
  { name: "France", code: "FR", continent: "Europe" },
  { name: "Germany", code: "DE", continent: "Europe" },
  { name: "Australia", code: "AU", continent: "Australia" },
  { name: "United States", code: "US", continent: "America" },
  { name: "Canada", code: "CA", continent: "Canada" },
  { name: "Italy", code: "IT", continent: "Europe" },
  { name: "Spain", code: "ES", continent: "Europe" },
  { name: "Netherlands", code: "NL", continent: "Europe" },
  { name: "Switzerland", code: "CH", continent: "Europe" },
  { name: "Norway", code: "NO", continent: "Europe" },
  { name: "Sweden", code: "SE", continent: "Europe" },
  { name: "Denmark", code: "DK", continent: "Europe" },
  { name: "Belgium", code: "BE", continent: "Europe" },
  { name: "Austria", code: "AT", continent: "Europe" },
  { name: "Portugal", code: "PT", continent: "Europe" },
  { name: "Greece", code: "GR", continent: "Europe" },
  { name: "Thailand", code: "TH", continent: "Asia" },
  { name: "South Korea", code: "KR", continent: "Asia" },
  { name: "China", code: "CN", continent: "Asia" },
  { name: "India", code: "IN", continent: "Asia" },
  { name: "Indonesia", code: "ID", continent: "Asia" },
  { name: "Philippines", code: "PH", continent: "Asia" },
  { name: "Vietnam", code: "VN", continent: "Asia" },
  { name: "Cambodia", code: "KH", continent: "Asia" },
  { name: "Laos", code: "LA", continent: "Asia" },
  { name: "Myanmar", code: "MM", continent: "Asia" },
];

export const GLOBE = "🌐";

/** The flag emoji of a listed country (two regional-indicator letters), else a globe. */
export function flagFor(country: string): string {
  const code = COUNTRIES.find((c) => c.name.toLowerCase() === country.trim().toLowerCase())?.code;
  if (!code) return GLOBE;
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

export function continentFor(country: string): Continent | "" {
  return COUNTRIES.find((c) => c.name === country)?.continent ?? "";
}

/** The country select's options: the 30 listed, plus `extra` (an existing story's country that
 * is not listed) so editing that story keeps it. */
export function countryOptions(extra?: string): { value: string; label: string }[] {
  const options = COUNTRIES.map(({ name }) => ({ value: name, label: `${flagFor(name)} ${name}` }));
  if (extra && !COUNTRIES.some((c) => c.name === extra)) {
    options.push({ value: extra, label: `${GLOBE} ${extra}` });
  }
  return options;
}

/** The different countries the stories visit (letter case aside), in the stories' order. */
export function distinctCountries(stories: readonly { country: string }[]): string[] {
  const seen = new Map<string, string>();
  for (const { country } of stories) {
    const name = country.trim();
    if (name && !seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  }
  return [...seen.values()];
}
