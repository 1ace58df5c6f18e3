import { describe, expect, it } from "vitest";

import {
  blogFigures,
  contentCompletion,
  galleryFigures,
  gcseFigures,
  mediaFigures,
  recentActivity,
  testimonialFigures,
  travelFigures,
  type GalleryRow,
  type JournalRow,
  type MediaRow,
  type PostRow,
  type TravelRow,
} from "./dashboard";
import type { Testimonial } from "./testimonials";

const post = (id: string, isPublished: boolean, updatedAt = "2025-01-01T10:00:00Z"): PostRow => ({
  id,
  title: `Post ${id}`,
  isPublished,
  publishedAt: updatedAt,
  updatedAt,
});
const entry = (subject: string, progress: number): JournalRow => ({
  id: `${subject}-${progress}`,
  subject,
  topic: "Topic",
  week: "Week 1",
  progress,
  isPublished: true,
  createdAt: "2025-01-01T10:00:00Z",
  updatedAt: "2025-01-01T10:00:00Z",
});
const story = (country: string): TravelRow => ({
  id: country,
  country,
  title: `Trip to ${country}`,
  isPublished: true,
  createdAt: "2025-01-01T10:00:00Z",
});
const photo = (category: string, isPublished = true): GalleryRow => ({
  id: `${category}-${Math.random()}`,
  title: "Photo",
  category,
  isPublished,
  uploadedAt: "2025-01-01T10:00:00Z",
});
const media = (type: MediaRow["type"]): MediaRow => ({
  id: `${type}-${Math.random()}`,
  title: "Item",
  type,
  isPublished: true,
  createdAt: "2025-01-01T10:00:00Z",
});
const testimonial = (isApproved: boolean, rating = 5, createdAt = "2025-01-01T10:00:00Z") =>
  ({
    id: `${isApproved}-${rating}-${createdAt}`,
    name: "Ms Patel",
    role: "Teacher",
    content: "A thoughtful and kind student.",
    rating,
    ageVerification: "over-13",
    isApproved,
    publishedAt: isApproved ? createdAt : null,
    consentVerification: "",
    createdAt,
  }) satisfies Testimonial;

describe("dashboard figures", () => {
  it("counts published posts and drafts", () => {
    expect(blogFigures([post("a", true), post("b", false), post("c", false)])).toEqual({
      total: 3,
      published: 1,
      drafts: 2,
    });
    expect(blogFigures([])).toEqual({ total: 0, published: 0, drafts: 0 });
  });

  it("averages GCSE progress over every entry and counts distinct subjects", () => {
    expect(gcseFigures([entry("maths", 40), entry("maths", 60), entry("physics", 81)])).toEqual({
      averageProgress: 60,
      subjects: 2,
      entries: 3,
    });
    expect(gcseFigures([]).averageProgress).toBe(0);
  });

  it("counts distinct countries, not stories", () => {
    expect(travelFigures([story("Japan"), story("japan "), story("France")])).toEqual({
      countries: 2,
      stories: 3,
    });
  });

  it("counts published and hidden photos and finds the biggest category", () => {
    const figures = galleryFigures([photo("travel"), photo("travel", false), photo("general")]);
    expect(figures).toMatchObject({ total: 3, published: 2, hidden: 1 });
    expect(figures.topCategory).toEqual({ name: "travel", count: 2 });
    expect(galleryFigures([]).topCategory).toBeNull();
  });

  it("counts media by type", () => {
    expect(
      mediaFigures([media("podcast"), media("article"), media("article"), media("video")]),
    ).toEqual({ total: 4, podcasts: 1, articles: 2, videos: 1 });
  });

  it("counts pending testimonials and averages the published ratings only", () => {
    expect(
      testimonialFigures([testimonial(true, 5), testimonial(true, 4), testimonial(false, 1)]),
    ).toEqual({ total: 3, pending: 1, published: 2, averageRating: 4.5 });
    expect(testimonialFigures([testimonial(false)]).averageRating).toBeNull();
  });

  it("gives the published share of all content, or null when there is none", () => {
    expect(contentCompletion([[post("a", true), post("b", false)], [photo("general")]])).toEqual({
      percent: 67,
      published: 2,
      total: 3,
    });
    expect(contentCompletion([[], []])).toBeNull();
  });
});

describe("recentActivity", () => {
  it("merges every list newest first and keeps the newest few", () => {
    const rows = recentActivity(
      {
        posts: [
          post("old", true, "2024-05-01T10:00:00Z"),
          post("new", false, "2025-03-01T10:00:00Z"),
        ],
        testimonials: [testimonial(false, 5, "2025-02-01T10:00:00Z")],
        travel: [story("Japan")],
      },
      3,
    );
    expect(rows.map((row) => [row.kind, row.title, row.detail])).toEqual([
      ["blog", "Post new", "Draft"],
      ["testimonials", "From Ms Patel", "Waiting for approval"],
      ["travel", "Trip to Japan", "Japan"],
    ]);
  });

  it("skips rows without a usable date", () => {
    expect(recentActivity({ posts: [post("a", true, "")] })).toEqual([]);
  });
});
