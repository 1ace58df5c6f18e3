// The dashboard's figures, computed from the owner's live lists (drafts included: the owner's
// token makes the server answer with every row). The figures are pure functions of the lists,
// so they are tested without a server; the hook only gathers the lists.

import { useOwnerData, useOwnerList } from "./owner-data";
import { averageRating, type Testimonial, testimonialsAdminKey } from "./testimonials";
import { unreadCountKey, type UnreadCount } from "./inbox";

// Only the fields the dashboard reads; each list's editor owns the full type.
export type PostRow = {
  id: string;
  title: string;
  isPublished: boolean;
  publishedAt: string;
  updatedAt: string;
};
export type JournalRow = {
  id: string;
  subject: string;
  topic: string;
  week: string;
  progress: number;
  isPublished: boolean;
  createdAt: string;
  updatedAt: string;
};
export type TravelRow = {
  id: string;
  country: string;
  title: string;
  isPublished: boolean;
  createdAt: string;
};
export type GalleryRow = {
  id: string;
  title: string;
  category: string;
  isPublished: boolean;
  uploadedAt: string;
};
export type MediaRow = {
  id: string;
  title: string;
  type: "article" | "video" | "podcast";
  isPublished: boolean;
  createdAt: string;
};

export const DASHBOARD_LISTS = {
  posts: "/api/blog-posts",
  journal: "/api/gcse-journal",
  travel: "/api/travel-stories",
  gallery: "/api/gallery-items",
  media: "/api/media-items",
} as const;

export function blogFigures(posts: PostRow[]) {
  const published = posts.filter((post) => post.isPublished).length;
  return { total: posts.length, published, drafts: posts.length - published };
}

export function gcseFigures(entries: JournalRow[]) {
  const subjects = new Set(entries.map((entry) => entry.subject));
  const sum = entries.reduce((total, entry) => total + (Number(entry.progress) || 0), 0);
  return {
    averageProgress: entries.length ? Math.round(sum / entries.length) : 0,
    subjects: subjects.size,
    entries: entries.length,
  };
}

/** Distinct countries, ignoring case and stray spaces ("japan " and "Japan" are one). */
export function travelFigures(stories: TravelRow[]) {
  const countries = new Set(
    stories.map((story) => story.country.trim().toLowerCase()).filter(Boolean),
  );
  return { countries: countries.size, stories: stories.length };
}

export function galleryFigures(items: GalleryRow[]) {
  const published = items.filter((item) => item.isPublished).length;
  const byCategory = new Map<string, number>();
  for (const item of items) byCategory.set(item.category, (byCategory.get(item.category) ?? 0) + 1);
  let topCategory: { name: string; count: number } | null = null;
  for (const [name, count] of byCategory) {
    if (!topCategory || count > topCategory.count) topCategory = { name, count };
  }
  return { total: items.length, published, hidden: items.length - published, topCategory };
}

export function mediaFigures(items: MediaRow[]) {
  const count = (type: MediaRow["type"]) => items.filter((item) => item.type === type).length;
  return {
    total: items.length,
    podcasts: count("podcast"),
    articles: count("article"),
    videos: count("video"),
  };
}

export function testimonialFigures(testimonials: Testimonial[]) {
  const approved = testimonials.filter((testimonial) => testimonial.isApproved);
  return {
    total: testimonials.length,
    pending: testimonials.length - approved.length,
    published: approved.length,
    averageRating: averageRating(approved),
  };
}

/** The share of everything written that is published, in percent (null when nothing exists).
 * Gallery photos, travel stories and media items are published unless hidden. */
export function contentCompletion(
  lists: { isPublished: boolean }[][],
): { percent: number; published: number; total: number } | null {
  const rows = lists.flat();
  if (rows.length === 0) return null;
  const published = rows.filter((row) => row.isPublished).length;
  return { percent: Math.round((published / rows.length) * 100), published, total: rows.length };
}

export type ActivityKind = "blog" | "gcse" | "travel" | "gallery" | "media" | "testimonials";
export type Activity = {
  id: string;
  kind: ActivityKind;
  label: string;
  title: string;
  detail: string;
  at: string;
};

/** The newest changes across every list, newest first. */
export function recentActivity(
  lists: {
    posts?: PostRow[];
    journal?: JournalRow[];
    travel?: TravelRow[];
    gallery?: GalleryRow[];
    media?: MediaRow[];
    testimonials?: Testimonial[];
  },
  limit = 6,
): Activity[] {
  const rows: Activity[] = [
    ...(lists.posts ?? []).map((post) => ({
      id: `blog-${post.id}`,
      kind: "blog" as const,
      label: "Blog post",
      title: post.title,
      detail: post.isPublished ? "Published" : "Draft",
      at: post.updatedAt || post.publishedAt,
    })),
    ...(lists.journal ?? []).map((entry) => ({
      id: `gcse-${entry.id}`,
      kind: "gcse" as const,
      label: "GCSE journal",
      title: entry.topic,
      detail: `${entry.week} · ${entry.progress}% progress`,
      at: entry.updatedAt || entry.createdAt,
    })),
    ...(lists.travel ?? []).map((story) => ({
      id: `travel-${story.id}`,
      kind: "travel" as const,
      label: "Travel story",
      title: story.title,
      detail: story.country,
      at: story.createdAt,
    })),
    ...(lists.gallery ?? []).map((item) => ({
      id: `gallery-${item.id}`,
      kind: "gallery" as const,
      label: "Photo",
      title: item.title,
      detail: item.isPublished ? "Published" : "Hidden",
      at: item.uploadedAt,
    })),
    ...(lists.media ?? []).map((item) => ({
      id: `media-${item.id}`,
      kind: "media" as const,
      label: item.type.charAt(0).toUpperCase() + item.type.slice(1),
      title: item.title,
      detail: item.isPublished ? "Published" : "Hidden",
      at: item.createdAt,
    })),
    ...(lists.testimonials ?? []).map((testimonial) => ({
      id: `testimonial-${testimonial.id}`,
      kind: "testimonials" as const,
      label: "Testimonial",
      title: `From ${testimonial.name}`,
      detail: testimonial.isApproved ? "Published" : "Waiting for approval",
      at: testimonial.createdAt,
    })),
  ];
  return rows
    .filter((row) => row.at && !Number.isNaN(Date.parse(row.at)))
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    .slice(0, limit);
}

/** Every list the dashboard reads, each with its own loading and error state. */
export function useDashboardData() {
  return {
    posts: useOwnerList<PostRow>(DASHBOARD_LISTS.posts),
    journal: useOwnerList<JournalRow>(DASHBOARD_LISTS.journal),
    travel: useOwnerList<TravelRow>(DASHBOARD_LISTS.travel),
    gallery: useOwnerList<GalleryRow>(DASHBOARD_LISTS.gallery),
    media: useOwnerList<MediaRow>(DASHBOARD_LISTS.media),
    testimonials: useOwnerList<Testimonial>(testimonialsAdminKey),
    unread: useOwnerData<UnreadCount>(unreadCountKey),
  };
}
