import { describe, expect, it } from "vitest";

import { pendingWords, submitMode } from "./content-editor";

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

describe("submitMode", () => {
  it("says the update's words once the form saves into a row, as an autosaved draft does", () => {
    expect(submitMode(0)).toBe(0);
    expect(submitMode(0, false)).toBe(0);
    expect(submitMode(0, true)).toBe(1);
    expect(submitMode(1)).toBe(1);
  });
});
