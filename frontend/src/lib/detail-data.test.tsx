import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { SWRConfig } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ApiError, swrFetcher } from "./api-client";
import { makeDetailHook, useDetailRoute } from "./detail-data";

vi.mock("./api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("./api-client")>()),
  swrFetcher: vi.fn(),
}));
const fetcher = vi.mocked(swrFetcher);

type Post = { id: string; slug: string; title: string };

const usePost = makeDetailHook<Post>("/api/posts");

function Show() {
  const { data, notFound, isLoading } = useDetailRoute(usePost);
  if (notFound) return <p>not found</p>;
  return <p>{data ? data.title : isLoading ? "loading" : "nothing"}</p>;
}

function renderAt(path: string, answer: () => Promise<unknown>, cache = new Map()) {
  fetcher.mockImplementation(answer);
  return render(
    <SWRConfig value={{ provider: () => cache }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/blog/:slug" element={<Show />} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

afterEach(() => fetcher.mockReset());

describe("makeDetailHook and useDetailRoute", () => {
  it("asks for the item at the list's key and the slug", async () => {
    renderAt("/blog/sky", () => Promise.resolve({ id: "1", slug: "sky", title: "Why the sky" }));
    expect(await screen.findByText("Why the sky")).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledWith("/api/posts/sky");
  });

  it("shows the item from the cached list at once, while the item itself loads", () => {
    const cache = new Map([
      ["/api/posts", { data: [{ id: "1", slug: "sky", title: "From the list" }] }],
    ]);
    renderAt("/blog/sky", () => new Promise(() => {}), cache);
    expect(screen.getByText("From the list")).toBeInTheDocument();
  });

  it("is not found when the API answers 404", async () => {
    renderAt("/blog/gone", () => Promise.reject(new ApiError(404, "Not Found", {})));
    expect(await screen.findByText("not found")).toBeInTheDocument();
  });

  it("is not found only on a 404, not on another failure", async () => {
    renderAt("/blog/sky", () => Promise.reject(new ApiError(500, "Server Error", {})));
    expect(await screen.findByText("nothing")).toBeInTheDocument();
  });
});
