import { describe, expect, it } from "vitest";

import { editorWords, fillIn, wordsMessages } from "../../lib/editor-words";
import { showcaseView } from "./showcase-tab";

describe("showcase tab", () => {
  it("opens the view ?view= names, else achievements", () => {
    expect(showcaseView("projects")).toBe("projects");
    expect(showcaseView("memes")).toBe("memes");
    expect(showcaseView("achievements")).toBe("achievements");
    expect(showcaseView(null)).toBe("achievements");
    expect(showcaseView("nonsense")).toBe("achievements");
  });

  it.each([
    ["achievements", "Achievement", "achievement"],
    ["projects", "Project", "project"],
    ["memes", "Meme", "meme"],
  ] as const)("says the specification's toasts for %s", (area, thing, failing) => {
    const messages = wordsMessages(editorWords(area));

    expect(messages).toEqual({
      created: `${thing} created successfully!`,
      updated: `${thing} updated successfully!`,
      deleted: `${thing} deleted successfully!`,
      createFailed: `Failed to create ${failing}. Please try again.`,
      updateFailed: `Failed to update ${failing}. Please try again.`,
      deleteFailed: `Failed to delete ${failing}. Please try again.`,
    });
    expect(editorWords(area).confirmDelete).toBeDefined();
  });

  it("names the row in the delete question", () => {
    const { confirmDelete } = editorWords("memes");
    expect(fillIn(confirmDelete!.message, { caption: "Every. Single. Time." })).toContain(
      "“Every. Single. Time.”",
    );
  });
});
