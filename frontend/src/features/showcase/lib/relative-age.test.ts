import { afterEach, describe, expect, it, vi } from "vitest";

import { relativeAge } from "./relative-age";

const NOW = new Date("2025-06-15T12:00:00Z");
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

describe("relativeAge", () => {
  it.each([
    [10, "just now"],
    [60, "1 minute ago"],
    [5 * 60, "5 minutes ago"],
    [3 * 3600, "3 hours ago"],
    [86400, "1 day ago"],
    [3 * 86400, "3 days ago"],
    [29 * 86400, "29 days ago"],
    [45 * 86400, "1 month ago"],
    [200 * 86400, "6 months ago"],
    [400 * 86400, "1 year ago"],
    [3 * 366 * 86400, "3 years ago"],
  ])("%i seconds ago reads %s", (seconds, expected) => {
    expect(relativeAge(ago(seconds), NOW)).toBe(expected);
  });

  it("reads a time in the future as just now", () => {
    expect(relativeAge(ago(-3600), NOW)).toBe("just now");
  });

  it("returns nothing for a date it cannot read", () => {
    expect(relativeAge("not a date", NOW)).toBe("");
  });

  it("makes no Intl formatter, which would load locale data during the first render", async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, "RelativeTimeFormat");
    const fresh = await import("./relative-age");
    expect(fresh.relativeAge(ago(5 * 60), NOW)).toBe("5 minutes ago");
    expect(made).not.toHaveBeenCalled();
  });

  afterEach(() => vi.restoreAllMocks());
});
