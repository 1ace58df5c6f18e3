import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { SWRConfig } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ApiError, swrFetcher } from "@/lib/api-client";

import type { PostNeighbours, PostTeaser } from "../api/get-related";
import { RelatedPosts } from "./related-posts";

vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/api-client")>()),
  swrFetcher: vi.fn(),
}));
const fetcher = vi.mocked(swrFetcher);

function teaser(slug: string, title: string, categories: string[] = ["Science"]): PostTeaser {
  return {
    id: `id-${slug}`,
    slug,
    title,
    excerpt: "An excerpt.",
    categories,
    publishedAt: "2025-01-04T10:00:00Z",
    readTime: 4,
    imageUrl: "",
    imageAlt: "",
  };
}

function renderRelated(answer: () => Promise<unknown>) {
  fetcher.mockImplementation(answer);
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter>
        <RelatedPosts slug="tides" />
      </MemoryRouter>
    </SWRConfig>,
  );
}

afterEach(() => fetcher.mockReset());

describe("RelatedPosts", () => {
  it("lists the related posts as small cards and links the previous and next posts", async () => {
    const neighbours: PostNeighbours = {
      related: [teaser("moons", "Why the Moon Pulls"), teaser("waves", "Making Waves")],
      previous: teaser("older", "An Older Post", []),
      next: teaser("newer", "A Newer Post", []),
    };
    renderRelated(() => Promise.resolve(neighbours));

    const section = await screen.findByRole("region", { name: "Related posts" });
    expect(fetcher).toHaveBeenCalledWith("/api/blog-posts/tides/related");
    const cards = within(section).getAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Why the Moon Pulls",
      "Making Waves",
    ]);
    expect(within(cards[0]).getByRole("link", { name: "Why the Moon Pulls" })).toHaveAttribute(
      "href",
      "/blog/moons",
    );
    expect(within(cards[0]).getByRole("link", { name: "Category: Science" })).toBeInTheDocument();
    expect(within(cards[0]).getByText("January 4, 2025")).toBeInTheDocument();

    const nav = screen.getByRole("navigation", { name: "More posts" });
    const previous = within(nav).getByRole("link", { name: "Previous post An Older Post" });
    const next = within(nav).getByRole("link", { name: "Next post A Newer Post" });
    expect(previous).toHaveAttribute("href", "/blog/older");
    expect(previous).toHaveAttribute("rel", "prev");
    expect(next).toHaveAttribute("href", "/blog/newer");
    expect(next).toHaveAttribute("rel", "next");
  });

  it("draws only the link there is: the newest post has no next post", async () => {
    renderRelated(() =>
      Promise.resolve({ related: [], previous: teaser("older", "An Older Post"), next: null }),
    );

    const nav = await screen.findByRole("navigation", { name: "More posts" });
    expect(within(nav).getAllByRole("link")).toHaveLength(1);
    expect(within(nav).queryByText(/Next post/)).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Related posts" })).not.toBeInTheDocument();
  });

  it("shows nothing for the only post, and nothing when the read fails", async () => {
    const { container, unmount } = renderRelated(() =>
      Promise.resolve({ related: [], previous: null, next: null }),
    );
    await vi.waitFor(() => expect(fetcher).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
    unmount();

    const afterFailure = renderRelated(() =>
      Promise.reject(new ApiError(500, "Server Error", {})),
    ).container;
    await vi.waitFor(() => expect(fetcher).toHaveBeenCalled());
    expect(afterFailure).toBeEmptyDOMElement();
  });
});
