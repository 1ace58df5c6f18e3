// The travel editor's data: the owner's stories (unpublished too), the countries the form
// offers, the form's values and rules (mirroring apps/travel/serializers.py), and the writes.
import type { Schemas } from "@/lib/api-schemas";
import * as yup from "yup";

import { imageUrlRule } from "../components/image-url-field";
import { isIsoDate } from "../lib/editor";
import { useOwnerList, useOwnerWrite } from "./owner-data";

export const TRAVEL_PATH = "/api/travel-stories";

export const CONTINENTS = [
  "America",
  "Europe",
  "Asia",
  "United Kingdom",
  "Australia",
  "Canada",
] as const;
export type Continent = (typeof CONTINENTS)[number];

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

export type TravelStory = Schemas["TravelStoryRead"];

export type TravelFormValues = {
  country: string;
  city: string;
  continent: Continent | "";
  title: string;
  content: string;
  imageUrl: string;
  /** "" while the input is empty. */
  latitude: number | "";
  longitude: number | "";
  visitDate: string;
  duration: string;
  highlights: string[];
  isPublished: boolean;
};

export type TravelPayload = {
  country: string;
  city: string;
  continent: Continent | "";
  title: string;
  content: string;
  imageUrl: string;
  coordinates: { lat: number; lng: number } | null;
  visitDate: string | null;
  duration: string;
  highlights: string[];
  isPublished: boolean;
};

export const TRAVEL_FIELDS = [
  "country",
  "city",
  "continent",
  "title",
  "content",
  "imageUrl",
  "latitude",
  "longitude",
  "visitDate",
  "duration",
  "highlights",
  "isPublished",
] as const;

export const MAX_HIGHLIGHTS = 12;
export const MAX_HIGHLIGHT_LENGTH = 80;
export const BOTH_COORDINATES_MESSAGE = "Enter both latitude and longitude, or neither";

export const emptyTravelValues: TravelFormValues = {
  country: "",
  city: "",
  continent: "",
  title: "",
  content: "",
  imageUrl: "",
  latitude: "",
  longitude: "",
  visitDate: "",
  duration: "",
  highlights: [],
  // The server's default: a story is on the travel page unless the owner says otherwise.
  isPublished: true,
};

export function travelValuesFrom(story: TravelStory): TravelFormValues {
  return {
    country: story.country,
    city: story.city ?? "",
    continent: story.continent ?? "",
    title: story.title,
    content: story.content,
    imageUrl: story.imageUrl ?? "",
    latitude: story.coordinates?.lat ?? "",
    longitude: story.coordinates?.lng ?? "",
    visitDate: story.visitDate ?? "",
    duration: story.duration ?? "",
    highlights: [...(story.highlights ?? [])],
    isPublished: story.isPublished,
  };
}

const isSet = (value: unknown) => value !== "" && value !== null && value !== undefined;

export function travelPayload(values: TravelFormValues): TravelPayload {
  const { latitude, longitude, ...rest } = values;
  return {
    ...rest,
    highlights: [...values.highlights],
    imageUrl: values.imageUrl.trim(),
    coordinates:
      isSet(latitude) && isSet(longitude)
        ? { lat: Number(latitude), lng: Number(longitude) }
        : null,
    visitDate: values.visitDate || null,
  };
}

function coordinate(name: "Latitude" | "Longitude", limit: number, other: string) {
  return yup
    .number()
    .typeError(`${name} must be a number`)
    .min(-limit, `${name} must be between -${limit} and ${limit}`)
    .max(limit, `${name} must be between -${limit} and ${limit}`)
    .test("both-or-neither", BOTH_COORDINATES_MESSAGE, function check(value) {
      return isSet(value) || !isSet(this.parent[other]);
    });
}

export const travelSchema = yup.object({
  country: yup.string().trim().required("Country is required"),
  city: yup.string(),
  continent: yup.string(),
  title: yup.string().trim().required("Title is required"),
  content: yup.string().trim().required("Content is required"),
  imageUrl: imageUrlRule,
  latitude: coordinate("Latitude", 90, "longitude"),
  longitude: coordinate("Longitude", 180, "latitude"),
  visitDate: yup
    .string()
    .test(
      "date",
      "Visit date must be a date in the form YYYY-MM-DD",
      (value) => !value || isIsoDate(value),
    ),
  duration: yup.string(),
  highlights: yup
    .array(yup.string())
    .max(MAX_HIGHLIGHTS, `Use at most ${MAX_HIGHLIGHTS} highlights`),
  isPublished: yup.boolean(),
});

export function useTravelStories() {
  return useOwnerList<TravelStory>(TRAVEL_PATH);
}

export function useTravelWrites() {
  const write = useOwnerWrite(TRAVEL_PATH);
  return {
    create: (payload: TravelPayload) => write<TravelStory>("POST", TRAVEL_PATH, payload),
    update: (id: string, changes: Partial<TravelPayload>) =>
      write<TravelStory>("PUT", `${TRAVEL_PATH}/${id}`, changes),
    remove: (id: string) => write("DELETE", `${TRAVEL_PATH}/${id}`),
  };
}
