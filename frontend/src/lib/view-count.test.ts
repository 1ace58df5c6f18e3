import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { VIEWS_PATH, isCountedPage, useViewCount } from "./view-count";

const apiBeacon = vi.hoisted(() => vi.fn());
vi.mock("./api-beacon", () => ({ apiBeacon }));

afterEach(() => {
  apiBeacon.mockClear();
});

/** Past the idle moment (jsdom has no idle callback: a 16 ms timer), and the dynamic import
 * of the API client that follows it. */
async function settled() {
  await new Promise((resolve) => setTimeout(resolve, 20));
  await vi.dynamicImportSettled();
}

describe("isCountedPage", () => {
  it("counts public pages and never the admin panel", () => {
    expect(isCountedPage("/")).toBe(true);
    expect(isCountedPage("/blog/tides")).toBe(true);
    expect(isCountedPage("/administration-tips")).toBe(true);
    expect(isCountedPage("/admin")).toBe(false);
    expect(isCountedPage("/admin/login")).toBe(false);
    expect(isCountedPage("/admin/")).toBe(false);
  });
});

describe("useViewCount", () => {
  it("reports the page once the browser is idle, and each page navigated to", async () => {
    const { rerender } = renderHook(({ path }) => useViewCount(path), {
      initialProps: { path: "/blog" },
    });
    expect(apiBeacon).not.toHaveBeenCalled(); // not during the render

    await settled();
    rerender({ path: "/blog/tides" });
    await settled();
    rerender({ path: "/blog/tides" }); // the same page again: no second view
    await settled();

    expect(apiBeacon.mock.calls).toEqual([
      [VIEWS_PATH, { path: "/blog" }],
      [VIEWS_PATH, { path: "/blog/tides" }],
    ]);
  });

  it("does not report a page left before the browser was idle, nor the admin panel", async () => {
    const { rerender, unmount } = renderHook(({ path }) => useViewCount(path), {
      initialProps: { path: "/memes" },
    });
    rerender({ path: "/admin" });
    await settled();
    unmount();

    expect(apiBeacon).not.toHaveBeenCalled();
  });
});
