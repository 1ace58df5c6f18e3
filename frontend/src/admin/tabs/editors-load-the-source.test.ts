// The owner's reads carry a long text twice: `content` (or `fullDescription`) drawn as visitors
// get it, and `contentSource` (`fullDescriptionSource`) as written. Each editor loads the text
// as written: loading the drawn HTML would save markup as the owner's own Markdown.
import { describe, expect, it } from "vitest";

import type { AdminBlogPost } from "./blog/api";
import { blogValuesFrom } from "./blog/schema";
import type { JournalEntry } from "./gcse/api";
import { journalValuesFrom } from "./gcse/schema";
import { projectValues } from "./showcase/projects/schema";
import { project } from "./showcase/test-data";
import type { TravelStory } from "./travel/api";
import { travelValuesFrom } from "./travel/schema";

const DRAWN = "<p>The <strong>Moon</strong> pulls.</p>\n";
const SOURCE = "The **Moon** pulls.";
const row = { content: DRAWN, contentSource: SOURCE, contentFormat: "markdown" };

describe("each editor loads the text as written", () => {
  it("blog", () => {
    const post = { ...row, title: "T", excerpt: "E", categories: [] } as unknown as AdminBlogPost;
    expect(blogValuesFrom(post).content).toBe(SOURCE);
  });

  it("journal", () => {
    const entry = { ...row, mediaUploads: [], links: [] } as unknown as JournalEntry;
    expect(journalValuesFrom(entry).content).toBe(SOURCE);
  });

  it("travel", () => {
    const story = { ...row, highlights: [], gallery: [] } as unknown as TravelStory;
    expect(travelValuesFrom(story).content).toBe(SOURCE);
  });

  it("projects", () => {
    const values = projectValues(
      project("p", { fullDescription: DRAWN, fullDescriptionSource: SOURCE }),
    );
    expect(values.fullDescription).toBe(SOURCE);
  });
});
