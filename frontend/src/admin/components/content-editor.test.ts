import { describe, expect, it } from "vitest";

import { pendingWords } from "./content-editor";

describe("pendingWords", () => {
  it("puts the submit button's verb in progress while it saves", () => {
    expect(pendingWords("Add Entry")).toBe("Adding...");
    expect(pendingWords("Create Post")).toBe("Creating...");
    expect(pendingWords("Update Travel Story")).toBe("Updating...");
  });

  it("says Saving... for any other verb", () => {
    expect(pendingWords("Publish")).toBe("Saving...");
    expect(pendingWords("")).toBe("Saving...");
  });
});
