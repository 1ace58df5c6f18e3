// The media editor's form: its values, how an item becomes them and they become a request
// (the API's timestamps and the form's date input), and its rules, mirroring
// apps/media/serializers.py (the server stays the authority; these give the owner the same
// messages at once).
import * as yup from "yup";

import { isIsoDate, localIsoDate, todayIso } from "../../lib/editor";
import { IMAGE_URL_MESSAGE, isAllowedImageUrl } from "../../lib/image-url";
import type { FormModel } from "../../lib/use-content-editor";
import type { MediaItem, MediaPayload, MediaType } from "./api";
import { MEDIA_TYPES } from "./options";

/** A timestamp as the local calendar day a date input shows ("2025-01-04"). */
export function toDateInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return localIsoDate(date);
}

/** A date input's day as the timestamp sent to the server: midday, so that no time zone moves
 * it to the day before or after. */
export function fromDateInput(day: string): string {
  return `${day}T12:00:00`;
}

export type MediaFormValues = {
  title: string;
  type: MediaType | "";
  url: string;
  platform: string;
  description: string;
  publication: string;
  category: string;
  publishedAt: string; // a date input's YYYY-MM-DD
  readTime: string; // a text input's digits; empty for none
  duration: string;
  imageUrl: string;
  featured: boolean;
  isPublished: boolean;
};

/** The form's values for an item (edit mode), or a new item's defaults (create mode): an
 * article dated today, published, not featured. */
export function mediaFormValues(
  item: MediaItem | null,
  today: string = todayIso(),
): MediaFormValues {
  return {
    title: item?.title ?? "",
    type: item?.type ?? "article",
    url: item?.url ?? "",
    platform: item?.platform ?? "",
    description: item?.description ?? "",
    publication: item?.publication ?? "",
    category: item?.category ?? "",
    publishedAt: item ? toDateInput(item.publishedAt) : today,
    readTime: item?.readTime ? String(item.readTime) : "",
    duration: item?.duration ?? "",
    imageUrl: item?.imageUrl ?? "",
    featured: item?.featured ?? false,
    isPublished: item?.isPublished ?? true,
  };
}

/** What the form sends: trimmed texts, the read time as a number (or null) and the date as the
 * API's date-time. An update sends only the fields whose payload changed. */
export function mediaPayload(values: MediaFormValues): MediaPayload {
  const readTime = values.readTime.trim();
  return {
    ...values,
    type: values.type as MediaType,
    title: values.title.trim(),
    url: values.url.trim(),
    imageUrl: values.imageUrl.trim(),
    readTime: readTime ? Number(readTime) : null,
    publishedAt: values.publishedAt ? fromDateInput(values.publishedAt) : values.publishedAt,
  };
}

const max = (limit: number, label: string) =>
  yup.string().max(limit, `${label} must be at most ${limit} characters`);

export const mediaSchema = yup.object({
  title: yup
    .string()
    .trim()
    .required("Title is required")
    .max(200, "Title must be at most 200 characters"),
  type: yup
    .string()
    .required("Type is required")
    .oneOf(
      MEDIA_TYPES.map((t) => t.value),
      "Type must be article, video or podcast",
    ),
  url: yup
    .string()
    .trim()
    .max(500, "Link must be at most 500 characters")
    .matches(/^https?:\/\/[^\s/?#]+\.[^\s]*$/i, {
      message: "Enter a web address starting with http:// or https://",
      excludeEmptyString: true,
    }),
  platform: max(100, "Platform"),
  description: max(5000, "Description"),
  publication: max(100, "Publication"),
  category: max(50, "Category"),
  publishedAt: yup
    .string()
    .required("Published date is required")
    .test("date", "Enter a real date", (value) => !value || isIsoDate(value)),
  readTime: yup
    .string()
    .trim()
    .matches(/^\d*$/, "Read time must be a whole number of minutes")
    .test("min", "Read time must be at least 1 minute", (v) => !v || Number(v) >= 1)
    .test("max", "Read time must be at most 600 minutes", (v) => !v || Number(v) <= 600),
  duration: max(30, "Duration"),
  imageUrl: yup
    .string()
    .trim()
    .max(500, IMAGE_URL_MESSAGE)
    .test("same-site", IMAGE_URL_MESSAGE, isAllowedImageUrl),
  featured: yup.boolean(),
  isPublished: yup.boolean(),
});

/** The editor's form: empty values, a row's values, the request body and the rules. */
export const mediaForm: FormModel<MediaItem, MediaFormValues, MediaPayload> = {
  emptyValues: () => mediaFormValues(null),
  valuesFrom: mediaFormValues,
  toPayload: mediaPayload,
  schema: mediaSchema,
};
