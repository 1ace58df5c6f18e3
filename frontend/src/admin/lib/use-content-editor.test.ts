import { describe, expect, it } from "vitest";

import { editorMessages } from "./use-content-editor";

describe("editorMessages", () => {
  it("says the specification's words for a thing created", () => {
    expect(editorMessages("Blog post")).toEqual({
      created: "Blog post created successfully!",
      updated: "Blog post updated successfully!",
      deleted: "Blog post deleted successfully!",
      createFailed: "Failed to create blog post. Please try again.",
      updateFailed: "Failed to update blog post. Please try again.",
      deleteFailed: "Failed to delete blog post. Please try again.",
    });
  });

  it("names the thing otherwise in failures, and says added where a thing is added", () => {
    const journal = editorMessages("GCSE journal entry", { failing: "entry" });
    expect(journal.created).toBe("GCSE journal entry created successfully!");
    expect(journal.createFailed).toBe("Failed to create entry. Please try again.");

    const media = editorMessages("Media item", { verb: "add" });
    expect(media.created).toBe("Media item added successfully!");
    expect(media.createFailed).toBe("Failed to add media item. Please try again.");
    expect(media.updateFailed).toBe("Failed to update media item. Please try again.");
  });
});
