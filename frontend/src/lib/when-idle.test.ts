import { afterEach, describe, expect, it, vi } from "vitest";

import { whenIdle } from "./when-idle";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("whenIdle", () => {
  it("asks the browser for an idle moment, with a deadline, and can be cancelled", () => {
    const requestIdleCallback = vi.fn(() => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal("requestIdleCallback", requestIdleCallback);
    vi.stubGlobal("cancelIdleCallback", cancelIdleCallback);
    const task = vi.fn();

    const cancel = whenIdle(task, 4000);
    cancel();

    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 4000 });
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it("falls back to a short timer where the browser has no idle callback", () => {
    vi.useFakeTimers();
    const task = vi.fn();

    const cancel = whenIdle(task, 500);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(16);
    expect(task).toHaveBeenCalledTimes(1);

    whenIdle(task, 500);
    cancel();
    const later = whenIdle(task, 500);
    later();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(2);
  });
});
