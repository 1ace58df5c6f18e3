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
  categories: string[];
  /** "" while the input is empty. */
  readTime: number | "";
  isPublished: boolean;
  imageUrl: string;
  imageAlt: string;
};

export const MAX_CATEGORIES = 12;
/** How long the 'Undo' of a deleted post is offered (the server allows a minute). */
export const UNDO_TOAST_MS = 10_000;
export const MAX_CATEGORY_LENGTH = 40;
const READ_TIME_INVALID = "Read time must be a whole number of minutes";

export const emptyBlogValues: BlogFormValues = {
  title: "",
  excerpt: "",
  content: "",
  categories: [],
  readTime: 5,
  isPublished: false,
  imageUrl: "",
  imageAlt: "",
};

export function blogValuesFrom(post: AdminBlogPost): BlogFormValues {
  return {
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    categories: [...post.categories],
    readTime: post.readTime,
    isPublished: post.isPublished,
    imageUrl: post.imageUrl ?? "",
    imageAlt: post.imageAlt ?? "",
  };
}

export function blogPayload(values: BlogFormValues): BlogPayload {
  return {
    ...values,
    categories: [...values.categories],
    readTime: Number(values.readTime),
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
  readTime: yup
    .number()
    .typeError(READ_TIME_INVALID)
    .required(READ_TIME_INVALID)
    .integer(READ_TIME_INVALID)
    .min(1, "Read time must be at least 1 minute")
    .max(600, "Read time must be at most 600 minutes"),
  isPublished: yup.boolean(),
  imageUrl: imageUrlRule,
  imageAlt: yup.string(),
});

/** The editor's form: empty values, a row's values, the request body and the rules. */
export const blogForm: FormModel<AdminBlogPost, BlogFormValues, BlogPayload> = {
  emptyValues: () => emptyBlogValues,
  valuesFrom: blogValuesFrom,
  toPayload: blogPayload,
  schema: blogSchema,
};
