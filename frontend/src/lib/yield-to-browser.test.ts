import { afterEach, describe, expect, it, vi } from "vitest";

import { yieldToBrowser } from "./yield-to-browser";

describe("yieldToBrowser", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("uses scheduler.yield where the browser has it", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal("scheduler", { yield: schedulerYield });
    await yieldToBrowser();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });

  it("continues in a later task, after the current one and its promises", async () => {
    vi.stubGlobal("scheduler", undefined);
    const order: string[] = [];
    const yielded = yieldToBrowser().then(() => order.push("after the yield"));
    void Promise.resolve().then(() => order.push("a promise of this task"));
    await yielded;
    expect(order).toEqual(["a promise of this task", "after the yield"]);
  });
});
