import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { getInitialData } from "./initial-data";
import { SITE_FIGURES_PATH, forgetSiteFigures, useSiteFigures } from "./site-figures";

const FIGURES = {
  articles: "15+ Articles",
  progress: "95% Progress",
  certificates: null,
  countries: "20+ Countries",
};

afterEach(() => {
  forgetSiteFigures();
  vi.unstubAllGlobals();
});

describe("useSiteFigures", () => {
  it("reads the figures the page was sent with, asking the server nothing", () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    getInitialData().data[SITE_FIGURES_PATH] = FIGURES;
    const { result } = renderHook(() => useSiteFigures());
    expect(result.current).toEqual(FIGURES);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("asks the server once when the page came without them (or they were forgotten)", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(FIGURES), { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    const { result } = renderHook(() => useSiteFigures());
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toEqual(FIGURES));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain(SITE_FIGURES_PATH);
  });

  it("shows no figures when the server cannot be reached", async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError("offline");
    });
    vi.stubGlobal("fetch", fetch);
    const { result } = renderHook(() => useSiteFigures());
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(result.current).toBeUndefined();
  });
});
