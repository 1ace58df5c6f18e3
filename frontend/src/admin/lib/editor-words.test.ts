import { describe, expect, it } from "vitest";

import { editorWords, fillIn, wordsMessages, type EditorArea } from "./editor-words";

const AREAS: EditorArea[] = ["blog", "gcse", "travel", "media"];

describe("fillIn", () => {
  it("puts each {name} of the row in its place, and nothing for a missing one", () => {
    expect(fillIn("“{week}: {topic}” will go.", { week: "Week 3", topic: "Ionic bonding" })).toBe(
      "“Week 3: Ionic bonding” will go.",
    );
    expect(fillIn("{title}{missing}", { title: "Tides" })).toBe("Tides");
  });
});

describe("the editors' words", () => {
  it.each(AREAS)("%s has a heading and a submit button for creating and for editing", (area) => {
    const words = editorWords(area);
    expect(words.heading).toHaveLength(2);
    expect(words.submit).toHaveLength(2);
    expect(words.list.title).not.toBe("");
    expect(words.list.empty).not.toBe("");
    expect(fillIn(words.rowName, { title: "Tides", topic: "Tides" })).toBe("Tides");
  });

  it("gives the specification's toasts and delete questions", () => {
    expect(wordsMessages(editorWords("blog")).deleted).toBe("Blog post deleted successfully!");
    expect(wordsMessages(editorWords("gcse")).updateFailed).toBe(
      "Failed to update entry. Please try again.",
    );
    expect(wordsMessages(editorWords("media")).created).toBe("Media item added successfully!");
    expect(editorWords("blog").confirmDelete).toBeUndefined();
    expect(fillIn(editorWords("media").confirmDelete!.message, { title: "Radio 4" })).toBe(
      "Are you sure you want to delete “Radio 4”? This action cannot be undone.",
    );
    expect(fillIn(editorWords("media").list.emptyFiltered!, { filter: "podcast" })).toBe(
      "No media items found of this type. Choose another filter or add a podcast with the form.",
    );
  });
});
