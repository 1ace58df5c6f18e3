import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ApiError } from "@/lib/api-client";

import { Autosaver, classifyFailure, type AutosaveState } from "./autosave";

type Text = { content: string };

function setUp(save: (text: Text) => Promise<void>) {
  const states: AutosaveState["state"][] = [];
  const saver = new Autosaver<Text>({
    save,
    onState: (state) => states.push(state.state),
    delayMs: 3000,
    retryDelaysMs: [2000, 5000],
    now: () => 42,
  });
  saver.baseline({ content: "" });
  return { saver, states };
}

const offline = () => Promise.reject(new ApiError(0, "Network error", undefined));
const conflict = () =>
  Promise.reject(new ApiError(409, "conflict", { detail: "Changed elsewhere.", version: 7 }));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("Autosaver", () => {
  it("saves once typing pauses: pending, saving, saved", async () => {
    const save = vi.fn(() => Promise.resolve());
    const { saver, states } = setUp(save);

    saver.change({ content: "H" });
    await vi.advanceTimersByTimeAsync(1000);
    saver.change({ content: "Hello" });
    await vi.advanceTimersByTimeAsync(2999);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);

    expect(save).toHaveBeenCalledExactlyOnceWith({ content: "Hello" });
    expect(states).toEqual(["pending", "pending", "saving", "saved"]);
    expect(saver.current).toEqual({ state: "saved", at: 42 });
    expect(saver.unsaved).toBe(false);
  });

  it("sends nothing when the text is back to what the server has", async () => {
    const save = vi.fn(() => Promise.resolve());
    const { saver } = setUp(save);

    saver.change({ content: "typo" });
    saver.change({ content: "" });
    await vi.advanceTimersByTimeAsync(10_000);

    expect(save).not.toHaveBeenCalled();
    expect(saver.current.state).toBe("idle");
  });

  it("saves one at a time, then what was typed meanwhile", async () => {
    let finish: () => void = () => undefined;
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { saver } = setUp(save);

    saver.change({ content: "one" });
    await vi.advanceTimersByTimeAsync(3000);
    saver.change({ content: "one two" });
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.current.state).toBe("pending");
    await vi.advanceTimersByTimeAsync(3000);
    finish();
    await vi.advanceTimersByTimeAsync(0);

    expect(save.mock.calls).toEqual([[{ content: "one" }], [{ content: "one two" }]]);
    expect(saver.current.state).toBe("saved");
  });

  it("offline keeps retrying with growing waits, with the newest text", async () => {
    const save = vi.fn<(text: Text) => Promise<void>>(offline);
    const { saver, states } = setUp(save);

    saver.change({ content: "first" });
    await vi.advanceTimersByTimeAsync(3000);
    expect(saver.current).toEqual({ state: "offline", attempts: 1 });
    expect(saver.unsaved).toBe(true);
    saver.change({ content: "first and more" }); // typed while offline: no extra attempt
    await vi.advanceTimersByTimeAsync(1999);
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5000);
    await vi.advanceTimersByTimeAsync(5000); // the last wait repeats
    expect(save).toHaveBeenCalledTimes(4);

    save.mockImplementation(() => Promise.resolve());
    await vi.advanceTimersByTimeAsync(5000);

    expect(save).toHaveBeenLastCalledWith({ content: "first and more" });
    expect(saver.current.state).toBe("saved");
    expect(states.filter((s) => s === "offline")).toHaveLength(4);
  });

  it("retries at once when the browser is back online", async () => {
    const save = vi.fn<(text: Text) => Promise<void>>(offline);
    const { saver } = setUp(save);
    saver.change({ content: "kept on this device" });
    await vi.advanceTimersByTimeAsync(3000);
    save.mockImplementation(() => Promise.resolve());

    saver.online();
    await vi.advanceTimersByTimeAsync(0);

    expect(save).toHaveBeenCalledTimes(2);
    expect(saver.current.state).toBe("saved");
  });

  it("a server fault counts as offline, a refusal waits for the next change", async () => {
    const save = vi.fn<(text: Text) => Promise<void>>(() =>
      Promise.reject(new ApiError(503, "unavailable", { detail: "Down" })),
    );
    const { saver } = setUp(save);
    saver.change({ content: "x" });
    await vi.advanceTimersByTimeAsync(3000);
    expect(saver.current.state).toBe("offline");

    save.mockImplementation(() =>
      Promise.reject(
        new ApiError(400, "bad", { title: ["Ensure this field has no more than 200 characters."] }),
      ),
    );
    await vi.advanceTimersByTimeAsync(2000);
    expect(saver.current).toEqual({
      state: "failed",
      message: "Ensure this field has no more than 200 characters.",
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(2);

    save.mockImplementation(() => Promise.resolve());
    saver.change({ content: "shorter" });
    await vi.advanceTimersByTimeAsync(3000);
    expect(saver.current.state).toBe("saved");
  });

  it("stops at a conflict until the owner settles it", async () => {
    const save = vi.fn<(text: Text) => Promise<void>>(conflict);
    const { saver } = setUp(save);
    saver.change({ content: "mine" });
    await vi.advanceTimersByTimeAsync(3000);

    expect(saver.current).toEqual({ state: "conflict", message: "Changed elsewhere.", version: 7 });
    saver.change({ content: "mine, more" });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(1);

    save.mockImplementation(() => Promise.resolve());
    saver.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenLastCalledWith({ content: "mine, more" });
    expect(saver.current.state).toBe("saved");
  });

  it("settle drops a waiting save and waits for one in flight (a save by hand follows)", async () => {
    let finish: () => void = () => undefined;
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { saver } = setUp(save);
    saver.change({ content: "a" });
    await vi.advanceTimersByTimeAsync(3000);
    saver.change({ content: "ab" });

    let settled = false;
    void saver.settle().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    finish();
    await vi.advanceTimersByTimeAsync(10_000);

    expect(settled).toBe(true);
    saver.savedByHand({ content: "ab" });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(saver.current.state).toBe("saved");
  });
});

describe("classifyFailure", () => {
  it("tells offline, conflicts and refusals apart", () => {
    expect(classifyFailure(new TypeError("Failed to fetch"))).toEqual({ kind: "offline" });
    expect(classifyFailure(new ApiError(502, "", undefined))).toEqual({ kind: "offline" });
    expect(classifyFailure(new ApiError(409, "", {}))).toMatchObject({
      kind: "conflict",
      version: null,
    });
    expect(classifyFailure(new ApiError(403, "", { detail: "No." }))).toEqual({
      kind: "failed",
      message: "No.",
    });
  });
});
