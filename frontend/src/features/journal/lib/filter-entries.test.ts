import { describe, expect, it } from "vitest";

import type { JournalEntry } from "../api/get-entries";
import { filterEntries } from "./filter-entries";

const entry = (over: Partial<JournalEntry>): JournalEntry => ({
  id: over.slug ?? "id",
  slug: "slug",
  week: "Week 1",
  subject: "maths",
  subjectName: "Mathematics",
  topic: "Topic",
  content: "<p>Content</p>",
  contentFormat: "markdown",
  mediaUploads: [],
  links: [],
  isPublished: true,
  progress: 50,
  studyDate: "2025-01-06",
  createdAt: "2025-01-06T10:00:00Z",
  updatedAt: "2025-01-06T10:00:00Z",
  ...over,
});

const entries = [
  entry({ slug: "quadratics", subject: "maths", topic: "Quadratic equations", content: "x²" }),
  entry({ slug: "magnets", subject: "physics", topic: "Electromagnetism", content: "Coils" }),
  entry({
    slug: "ratios",
    subject: "maths",
    topic: "Ratios",
    content: "<p>Like <strong>magnets</strong>? No.</p>\n",
  }),
];
const slugs = (list: JournalEntry[]) => list.map((e) => e.slug);

describe("filterEntries", () => {
  it("keeps everything for 'all' and no search", () => {
    expect(slugs(filterEntries(entries, { search: "", subject: "all" }))).toEqual([
      "quadratics",
      "magnets",
      "ratios",
    ]);
  });

  it("searches topic and content, ignoring case and surrounding spaces", () => {
    expect(slugs(filterEntries(entries, { search: "  MAGNET ", subject: "all" }))).toEqual([
      "magnets",
      "ratios",
    ]);
  });

  it("searches the words a visitor reads, never the rendering's tags", () => {
    expect(slugs(filterEntries(entries, { search: "strong", subject: "all" }))).toEqual([]);
    expect(slugs(filterEntries(entries, { search: "like magnets", subject: "all" }))).toEqual([
      "ratios",
    ]);
  });

  it("combines the search with the subject", () => {
    expect(slugs(filterEntries(entries, { search: "magnet", subject: "maths" }))).toEqual([
      "ratios",
    ]);
    expect(filterEntries(entries, { search: "magnet", subject: "english" })).toEqual([]);
  });
});
