import { beforeEach, describe, expect, it } from "vitest";

import { DRAFT_MAX_AGE_MS, clearAllDrafts, draftNames, readDraft, writeDraft } from "./drafts";

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
});
