// The travel editor's form: its values, how a story becomes them and they become a request, and
// its rules (mirroring apps/travel/serializers.py).
import * as yup from "yup";

import { imageUrlRule } from "../../components/image-url-field";
import { isIsoDate } from "../../lib/editor";
import type { FormModel } from "../../lib/use-content-editor";
import type { TravelPayload, TravelStory } from "./api";
import type { Continent } from "./countries";

export type TravelFormValues = {
  country: string;
  city: string;
  continent: Continent | "";
  title: string;
  content: string;
  /** Markdown (new stories) or "plain" (stories written before Markdown, until switched). */
  contentFormat: "markdown" | "plain";
  imageUrl: string;
  /** "" while the input is empty. */
  latitude: number | "";
  longitude: number | "";
  visitDate: string;
  duration: string;
  highlights: string[];
  isPublished: boolean;
};

export const MAX_HIGHLIGHTS = 12;
export const MAX_HIGHLIGHT_LENGTH = 80;
export const BOTH_COORDINATES_MESSAGE = "Enter both latitude and longitude, or neither";

export const emptyTravelValues: TravelFormValues = {
  country: "",
  city: "",
  continent: "",
  title: "",
  content: "",
  contentFormat: "markdown",
  imageUrl: "",
  latitude: "",
  longitude: "",
  visitDate: "",
  duration: "",
  highlights: [],
  // The server's default: a new story is a draft until the owner publishes it (issue 25).
  isPublished: false,
};

export function travelValuesFrom(story: TravelStory): TravelFormValues {
  return {
    country: story.country,
    city: story.city ?? "",
    continent: story.continent ?? "",
    title: story.title,
    content: story.contentSource,
    contentFormat: story.contentFormat,
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

/** The editor's form: empty values, a row's values, the request body and the rules. */
export const travelForm: FormModel<TravelStory, TravelFormValues, TravelPayload> = {
  emptyValues: () => emptyTravelValues,
  valuesFrom: travelValuesFrom,
  toPayload: travelPayload,
  schema: travelSchema,
  rename: { coordinates: "latitude" },
};
