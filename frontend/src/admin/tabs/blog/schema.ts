// The blog editor's form: its values, how a post becomes them and they become a request, and
// its rules (mirroring apps/blog/serializers.py).
import * as yup from "yup";

import { imageUrlRule } from "../../components/image-url-field";
import type { FormModel } from "../../lib/use-content-editor";
import type { AdminBlogPost, BlogPayload } from "./api";

export type BlogFormValues = {
  title: string;
  excerpt: string;
  content: string;
  /** Markdown (new posts) or "html" (posts written before Markdown, until switched). */
  contentFormat: "markdown" | "html";
  categories: string[];
  /** The owner's number of minutes ("" while the input is empty), when not automatic. */
  readTime: number | "";
  /** Worked out from the text at each save (new posts), or the owner's `readTime`. */
  readTimeAuto: boolean;
  isPublished: boolean;
  /** 'Publish at', as the date-time input holds it (local time), or "" for "now". */
  publishAt: string;
  imageUrl: string;
  imageAlt: string;
  /** Not fields: the post this form saves into (the row edited, or the draft a new post's
   * first autosave made) and the version the text was based on. They are kept with the
   * unsaved values on this device, so a reload goes on saving into the same post. */
  postId: string | null;
  version: number | null;
};

export const MAX_CATEGORIES = 12;
/** How long the 'Undo' of a deleted post is offered (the server allows a minute). */
export const UNDO_TOAST_MS = 10_000;
export const MAX_CATEGORY_LENGTH = 40;
const READ_TIME_INVALID = "Read time must be a whole number of minutes";
const PUBLISH_AT_INVALID = "Publish at must be a date and time";

export const emptyBlogValues: BlogFormValues = {
  title: "",
  excerpt: "",
  content: "",
  contentFormat: "markdown",
  categories: [],
  readTime: 5,
  readTimeAuto: true,
  isPublished: false,
  publishAt: "",
  imageUrl: "",
  imageAlt: "",
  postId: null,
  version: null,
};

/** A moment as a date-time input shows it, where the browser is ("2026-11-27T09:30"). */
export function localDateTime(iso: string): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}T${pad(
    moment.getHours(),
  )}:${pad(moment.getMinutes())}`;
}

/** A date-time input's value (local time) as the API takes it, or null when empty or invalid. */
export function publishedAtOf(local: string): string | null {
  if (!local) return null;
  const moment = new Date(local);
  return Number.isNaN(moment.getTime()) ? null : moment.toISOString();
}

/** Published, with a time still to come: visitors see it only then. */
export function isScheduled(
  post: { isPublished: boolean; publishedAt: string },
  now: number = Date.now(),
): boolean {
  return post.isPublished && new Date(post.publishedAt).getTime() > now;
}

export function blogValuesFrom(post: AdminBlogPost): BlogFormValues {
  return {
    title: post.title,
    excerpt: post.excerpt,
    content: post.contentSource,
    contentFormat: post.contentFormat,
    categories: [...post.categories],
    readTime: post.readTime,
    readTimeAuto: post.readTimeAuto,
    isPublished: post.isPublished,
    // A draft's date is only its creation's: its 'Publish at' is empty unless it was given one.
    publishAt:
      post.isPublished || isScheduled({ ...post, isPublished: true })
        ? localDateTime(post.publishedAt)
        : "",
    imageUrl: post.imageUrl ?? "",
    imageAlt: post.imageAlt ?? "",
    postId: post.id,
    version: post.version,
  };
}

/** Form values that are not the post's fields (or are sent as others). */
const NOT_SENT = ["postId", "version", "publishAt", "readTime"] as const;

export function blogPayload(values: BlogFormValues): BlogPayload {
  // The post and its version go with the request by other means (writing-session.ts).
  const fields: Partial<BlogFormValues> = { ...values };
  for (const name of NOT_SENT) delete fields[name];
  const { publishAt, readTime } = values;
  return {
    ...(fields as Omit<BlogFormValues, (typeof NOT_SENT)[number]>),
    categories: [...values.categories],
    ...(values.readTimeAuto ? {} : { readTime: Number(readTime) }),
    publishedAt: publishedAtOf(publishAt),
    imageUrl: values.imageUrl.trim(),
  };
}

export const blogSchema = yup.object({
  title: yup.string().trim().required("Title is required"),
  excerpt: yup.string().trim().required("Excerpt is required"),
  content: yup.string().trim().required("Content is required"),
  categories: yup
    .array(yup.string())
    .max(MAX_CATEGORIES, `Use at most ${MAX_CATEGORIES} categories.`),
  readTime: yup.mixed().when("readTimeAuto", {
    is: true,
    then: (rule) => rule.strip(),
    otherwise: () =>
      yup
        .number()
        .typeError(READ_TIME_INVALID)
        .required(READ_TIME_INVALID)
        .integer(READ_TIME_INVALID)
        .min(1, "Read time must be at least 1 minute")
        .max(600, "Read time must be at most 600 minutes"),
  }),
  readTimeAuto: yup.boolean(),
  isPublished: yup.boolean(),
  publishAt: yup
    .string()
    .test("date-time", PUBLISH_AT_INVALID, (value) => !value || publishedAtOf(value) !== null),
  imageUrl: imageUrlRule,
  imageAlt: yup.string(),
});

/** The editor's form: empty values, a row's values, the request body and the rules. */
export const blogForm: FormModel<AdminBlogPost, BlogFormValues, BlogPayload> = {
  emptyValues: () => emptyBlogValues,
  valuesFrom: blogValuesFrom,
  toPayload: blogPayload,
  schema: blogSchema,
  rename: { publishedAt: "publishAt" },
};
