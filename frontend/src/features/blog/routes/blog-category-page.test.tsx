import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { BlogCategory } from "../api/get-category";
import type { BlogPostSummary } from "../api/get-posts";
import BlogCategoryPage from "./blog-category-page";

const NEXT = "/api/blog-posts?category=science&cursor=two";

function post(n: number): BlogPostSummary {
  return {
    id: `id-${n}`,
    slug: `post-${n}`,
    title: `Science post ${n}`,
    excerpt: "An excerpt.",
    contentFormat: "markdown",
    categories: ["Science"],
    publishedAt: `2025-01-0${n}T10:00:00Z`,
    readTime: 4,
    readTimeAuto: true,
    isPublished: true,
    imageUrl: "",
    imageAlt: "",
    updatedAt: `2025-01-0${n}T10:00:00Z`,
    version: 1,
  };
}

const json = (body: unknown, next?: string) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status: 200,
      headers: next ? { Link: `<${next}>; rel="next"` } : {},
    }),
  );

function stubFetch(answers: Record<string, () => Promise<Response>>) {
  const fetch = vi.fn((url: string) => {
    const answer = answers[url];
    if (!answer) throw new Error(`unexpected ${url}`);
    return answer();
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function renderCategory() {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={["/blog/category/science"]}>
        <Routes>
          <Route path="/blog/category/:slug" element={<BlogCategoryPage />} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

const titles = () =>
  screen.getAllByRole("article").map((card) => within(card).getByRole("heading").textContent);

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe("BlogCategoryPage", () => {
  it("shows the category's first page, then loads the next from its Link header", async () => {
    const user = userEvent.setup();
    const category: BlogCategory = { slug: "science", name: "Science", posts: [post(3), post(2)] };
    const fetch = stubFetch({
      "/api/blog-categories/science": () => json(category, NEXT),
      [NEXT]: () => json([post(1)]),
    });
    renderCategory();

    expect(await screen.findByRole("heading", { level: 1, name: "Science" })).toBeInTheDocument();
    expect(titles()).toEqual(["Science post 3", "Science post 2"]);

    await user.click(screen.getByRole("button", { name: "Load more posts" }));
    expect(await screen.findByText("Science post 1")).toBeInTheDocument();
    expect(titles()).toEqual(["Science post 3", "Science post 2", "Science post 1"]);
    expect(fetch).toHaveBeenCalledWith(NEXT, expect.anything());
    expect(screen.queryByRole("button", { name: "Load more posts" })).not.toBeInTheDocument();
    expect(screen.getByText("That's all the posts.")).toHaveFocus();
  });

  it("offers no Load more when the category fits one page", async () => {
    stubFetch({
      "/api/blog-categories/science": () =>
        json({ slug: "science", name: "Science", posts: [post(1)] }),
    });
    renderCategory();
    expect(await screen.findByText("Science post 1")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Load more/ })).not.toBeInTheDocument();
  });
});
