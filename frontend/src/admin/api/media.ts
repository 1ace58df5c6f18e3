// The media editor's data: the owner's list (hidden items included), its overview by type, the
// platform choices, and the conversion between the API's timestamps and the form's date input.
import type { Schemas } from "@/lib/api-schemas";
import { todayIso } from "../lib/editor";
import { useOwnerList, useOwnerWrite } from "./owner-data";

export const MEDIA_PATH = "/api/media-items";

export type MediaType = Schemas["TypeEnum"];

export type MediaItem = Schemas["MediaItemRead"];

export const MEDIA_TYPES: { value: MediaType; label: string; plural: string }[] = [
  { value: "article", label: "Article", plural: "Articles" },
  { value: "video", label: "Video", plural: "Videos" },
  { value: "podcast", label: "Podcast", plural: "Podcasts" },
];

export type TypeFilter = "all" | MediaType;

export const TYPE_FILTERS: { value: TypeFilter; label: string }[] = [
  { value: "all", label: "All" },
  ...MEDIA_TYPES.map(({ value, plural }) => ({ value, label: plural })),
];

export function typeLabel(value: string): string {
  return MEDIA_TYPES.find((t) => t.value === value)?.label ?? value;
}

/** The platform choices (the specification's 11): a video platform, a music streaming
 * service, a podcast directory, four student and youth publication outlets, a blogging
 * platform, a professional network, a social network, and Other. */
export const PLATFORMS = [
  "YouTube",
  "Spotify",
  "Apple Podcasts",
  "The Day",
  "Young Reporter",
  "Teen Breathe",
  "School News Network",
  "Medium",
  "LinkedIn",
  "X (Twitter)",
  "Other",
] as const;

/** The options of the platform select: none, the 11 platforms, and an item's own value when
 * it is not one of them (set in Django admin or by the demo content), so editing keeps it. */
export function platformOptions(current: string): { value: string; label: string }[] {
  const options = [
    { value: "", label: "No platform" },
    ...PLATFORMS.map((p) => ({ value: p, label: p })),
  ];
  if (current && !(PLATFORMS as readonly string[]).includes(current)) {
    options.push({ value: current, label: current });
  }
  return options;
}

export function filterByType(items: MediaItem[], filter: TypeFilter): MediaItem[] {
  return filter === "all" ? items : items.filter((item) => item.type === filter);
}

export function countByType(items: MediaItem[]): Record<MediaType, number> {
  const counts: Record<MediaType, number> = { article: 0, video: 0, podcast: 0 };
  for (const item of items) if (item.type in counts) counts[item.type] += 1;
  return counts;
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** A timestamp as the local calendar day a date input shows ("2025-01-04"). */
export function toDateInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A date input's day as the timestamp sent to the server: midday, so that no time zone moves
 * it to the day before or after. */
export function fromDateInput(day: string): string {
  return `${day}T12:00:00`;
}

// --- the editor's form ----------------------------------------------------------------------

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

export const MEDIA_FORM_FIELDS = [
  "title",
  "type",
  "url",
  "platform",
  "description",
  "publication",
  "category",
  "publishedAt",
  "readTime",
  "duration",
  "imageUrl",
  "featured",
  "isPublished",
] as const;

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

/** The request body: every field for a new item, only the changed ones for an update (so an
 * untouched date keeps its time of day). Read time becomes a number or null. */
/** What the form sends: trimmed texts, the read time as a number (or null) and the date as the
 * API's date-time. An update sends only the fields whose payload changed. */
export function mediaPayload(values: MediaFormValues): Record<string, unknown> {
  const readTime = values.readTime.trim();
  return {
    ...values,
    title: values.title.trim(),
    url: values.url.trim(),
    imageUrl: values.imageUrl.trim(),
    readTime: readTime ? Number(readTime) : null,
    publishedAt: values.publishedAt ? fromDateInput(values.publishedAt) : values.publishedAt,
  };
}

export function useMediaItems() {
  return useOwnerList<MediaItem>(MEDIA_PATH);
}

export function useMediaWrites() {
  const write = useOwnerWrite(MEDIA_PATH);
  return {
    create: (payload: Record<string, unknown>) => write<MediaItem>("POST", MEDIA_PATH, payload),
    update: (id: string, changes: Record<string, unknown>) =>
      write<MediaItem>("PUT", `${MEDIA_PATH}/${id}`, changes),
    remove: (id: string) => write("DELETE", `${MEDIA_PATH}/${id}`),
  };
}
