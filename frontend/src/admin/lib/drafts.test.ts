import { beforeEach, describe, expect, it } from "vitest";

import {
  DRAFT_MAX_AGE_MS,
  clearAllDrafts,
  draftNames,
  readDraft,
  unsavedDraftNames,
  watchServerCopy,
  writeDraft,
} from "./drafts";

beforeEach(() => window.localStorage.clear());

describe("drafts kept on this device", () => {
  it("come back as they were written", () => {
    writeDraft("blog", { values: { title: "Half a thought" }, editingId: "p1", savedAt: 1000 });

    expect(readDraft("blog", 2000)).toEqual({
      values: { title: "Half a thought" },
      editingId: "p1",
      savedAt: 1000,
    });
  });

  it("are forgotten after a week", () => {
    writeDraft("blog", { values: {}, editingId: null, savedAt: 0 });

    expect(readDraft("blog", DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(window.localStorage.getItem("adminDraft:blog")).toBeNull();
  });

  it("ignore what is not a draft", () => {
    window.localStorage.setItem("adminDraft:blog", "not json");
    window.localStorage.setItem("adminToken", "x");

    expect(readDraft("blog")).toBeNull();
    expect(draftNames()).toEqual([]);
  });

  it("are listed by editor and cleared together when signing out", () => {
    const now = Date.now();
    writeDraft("blog", { values: {}, editingId: null, savedAt: now });
    writeDraft("gcse", { values: {}, editingId: null, savedAt: now });
    window.localStorage.setItem("adminToken", "kept");

    expect(draftNames().sort()).toEqual(["blog", "gcse"]);
    clearAllDrafts();
    expect(draftNames()).toEqual([]);
    expect(window.localStorage.getItem("adminToken")).toBe("kept");
  });

  it("that the server already has are not what signing out would lose", () => {
    const now = Date.now();
    writeDraft("blog", { values: { title: "Autosaved" }, editingId: null, savedAt: now });
    writeDraft("gcse", { values: {}, editingId: null, savedAt: now });
    let autosaved = false;
    const close = watchServerCopy("blog", () => autosaved);

    expect(unsavedDraftNames().sort()).toEqual(["blog", "gcse"]);
    autosaved = true;
    expect(unsavedDraftNames()).toEqual(["gcse"]);

    // The form closes (another tab of the panel): its last answer stays with the draft.
    close();
    autosaved = false;
    expect(unsavedDraftNames()).toEqual(["gcse"]);
    expect(readDraft("blog")?.onServer).toBe(true);
    expect(draftNames().sort()).toEqual(["blog", "gcse"]); // still kept for the editor
  });
});
