import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ApiError } from "@/lib/api-client";

import type { AdminBlogPost } from "./api";
import { emptyBlogValues, type BlogFormValues } from "./schema";
import type { WritingRequests } from "./writing-api";
import {
  SessionSlot,
  WritingSession,
  sameApartFromTexts,
  versionedWrites,
} from "./writing-session";

const post = (extra: Partial<AdminBlogPost> = {}) =>
  ({ id: "p1", version: 1, title: "T", excerpt: "", content: "", ...extra }) as AdminBlogPost;

function setUp(initial: BlogFormValues = emptyBlogValues) {
  const requests = {
    autosaveNew: vi.fn(() => Promise.resolve(post())),
    autosave: vi.fn((_id: string, body: { version?: number }) =>
      Promise.resolve(post({ version: (body.version ?? 0) + 1 })),
    ),
    restoreRevision: vi.fn(),
  };
  const told = vi.fn();
  const session = new WritingSession(initial, requests as unknown as WritingRequests, told);
  const slot = new SessionSlot();
  slot.attach(session);
  const writes = {
    create: vi.fn(() => Promise.resolve(post({ id: "new" }))),
    update: vi.fn((id: string) => Promise.resolve(post({ id, version: 9 }))),
    remove: vi.fn(() => Promise.resolve()),
  };
  return { session, slot, requests, told, writes: versionedWrites(slot, writes), raw: writes };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the blog form's writing session", () => {
  it("makes a draft at the first autosave, then saves into it, naming its version", async () => {
    const { session, slot, requests, told, writes, raw } = setUp();
    const typed = { ...emptyBlogValues, title: "Tides" };
    slot.track(typed);
    session.changed(typed);
    await vi.advanceTimersByTimeAsync(3000);

    expect(requests.autosaveNew).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Tides", excerpt: "", content: "" }),
    );
    expect(told).toHaveBeenCalledWith(expect.objectContaining({ id: "p1", version: 1 }));

    const more = { ...typed, postId: "p1", version: 1, content: "More." };
    slot.track(more);
    session.changed(more);
    await vi.advanceTimersByTimeAsync(3000);
    expect(requests.autosave).toHaveBeenCalledWith(
      "p1",
      expect.objectContaining({ title: "Tides", excerpt: "", content: "More.", version: 1 }),
    );

    // 'Create Post' saves into that draft, based on its latest version.
    await writes.create({ title: "Tides" } as never);
    expect(raw.create).not.toHaveBeenCalled();
    expect(raw.update).toHaveBeenCalledWith("p1", { title: "Tides", version: 2 });
    expect(session.getState().state).toBe("saved");
  });

  it("a save refused because the post changed elsewhere stops autosave until settled", async () => {
    const { session, slot, writes, raw, requests } = setUp({
      ...emptyBlogValues,
      title: "Old",
      postId: "p1",
      version: 3,
    });
    raw.update.mockImplementationOnce(() =>
      Promise.reject(new ApiError(409, "", { detail: "Changed elsewhere.", version: 4 })),
    );
    const mine = { ...emptyBlogValues, title: "Mine", postId: "p1", version: 3 };
    slot.track(mine);
    session.changed(mine);

    await expect(writes.update("p1", { title: "Mine" } as never)).rejects.toThrow("409");
    expect(raw.update).toHaveBeenCalledWith("p1", { title: "Mine", version: 3 });
    expect(session.getState()).toEqual({
      state: "conflict",
      message: "Changed elsewhere.",
      version: 4,
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requests.autosave).not.toHaveBeenCalled();

    session.keepMine(); // the owner chose to save over the newer version
    await vi.advanceTimersByTimeAsync(0);
    expect(requests.autosave).toHaveBeenCalledWith("p1", expect.objectContaining({ version: 4 }));
  });

  it("values brought back from this device go on with the post and version they name", async () => {
    const { session, requests } = setUp();
    session.changed({ ...emptyBlogValues, title: "Kept", postId: "p7", version: 5 });
    await vi.advanceTimersByTimeAsync(3000);

    expect(requests.autosaveNew).not.toHaveBeenCalled();
    expect(requests.autosave).toHaveBeenCalledWith("p7", expect.objectContaining({ version: 5 }));
  });
});

describe("sameApartFromTexts", () => {
  it("says the server has the form when only autosaved texts and the post changed", () => {
    const typed = { ...emptyBlogValues, title: "T", content: "Body", postId: "p1", version: 3 };

    expect(sameApartFromTexts(typed, emptyBlogValues)).toBe(true);
    expect(sameApartFromTexts({ ...typed, categories: ["maths"] }, emptyBlogValues)).toBe(false);
    expect(sameApartFromTexts({ ...typed, isPublished: true }, emptyBlogValues)).toBe(false);
  });
});
