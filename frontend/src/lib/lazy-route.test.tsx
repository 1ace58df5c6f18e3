import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";

import { lazyRoute } from "./lazy-route";

const Page = () => <h1>The page</h1>;

describe("lazyRoute", () => {
  it("renders at once, without suspending, once preloaded", async () => {
    const Route = lazyRoute(() => Promise.resolve({ default: Page }));
    await Route.preload();

    render(
      <Suspense fallback={<p>Loading</p>}>
        <Route />
      </Suspense>,
    );

    // No fallback was ever committed: the heading is there in the first render.
    expect(screen.getByRole("heading", { name: "The page" })).toBeInTheDocument();
    expect(screen.queryByText("Loading")).not.toBeInTheDocument();
  });

  it("suspends like React.lazy when not preloaded, and loads the chunk once", async () => {
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const Route = lazyRoute(load);

    render(
      <Suspense fallback={<p>Loading</p>}>
        <Route />
      </Suspense>,
    );
    expect(screen.getByText("Loading")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "The page" })).toBeInTheDocument();
    await act(() => Route.preload());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again after a chunk failed to load", async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce({ default: Page });
    const Route = lazyRoute(load);

    await expect(Route.preload()).rejects.toThrow("offline");
    await Route.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
