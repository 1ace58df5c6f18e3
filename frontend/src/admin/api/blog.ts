// The blog editor's data: the owner's posts (drafts included), the form's values and rules
// (mirroring apps/blog/serializers.py), and the writes.
import type { Schemas } from "@/lib/api-schemas";
import * as yup from "yup";

import { imageUrlRule } from "../components/image-url-field";
import { useOwnerList, useOwnerWrite } from "./owner-data";

export const BLOG_POSTS_PATH = "/api/blog-posts";

export type AdminBlogPost = Schemas["BlogPostRead"];

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

export type BlogPayload = Omit<BlogFormValues, "readTime"> & { readTime: number };

export const BLOG_FIELDS = [
  "title",
  "excerpt",
  "content",
  "categories",
  "readTime",
  "isPublished",
  "imageUrl",
  "imageAlt",
] as const;

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

export function useBlogPosts() {
  return useOwnerList<AdminBlogPost>(BLOG_POSTS_PATH);
}

export function useBlogWrites() {
  const write = useOwnerWrite(BLOG_POSTS_PATH);
  return {
    create: (payload: BlogPayload) => write<AdminBlogPost>("POST", BLOG_POSTS_PATH, payload),
    update: (id: string, changes: Partial<BlogPayload>) =>
      write<AdminBlogPost>("PUT", `${BLOG_POSTS_PATH}/${id}`, changes),
    remove: (id: string) => write("DELETE", `${BLOG_POSTS_PATH}/${id}`),
    /** Undo a delete (the server keeps a deleted post for BLOG_UNDO_SECONDS). */
    restore: (id: string) => write<AdminBlogPost>("POST", `${BLOG_POSTS_PATH}/${id}/restore`),
  };
}
