import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";

import type { DetailState } from "@/lib/detail-data";

import { DetailPage, UpLink } from "./detail-page";

type Item = { title: string };

function Page({ state, failed }: { state: Partial<DetailState<Item>>; failed?: string }) {
  return (
    <MemoryRouter>
      <DetailPage<Item>
        state={{ data: undefined, error: undefined, isLoading: false, notFound: false, ...state }}
        back={<UpLink to="/blog">Back to Blog</UpLink>}
        notFound={{ title: "Post Not Found", message: "The blog post you're looking for is gone." }}
        loadingLabel="Loading post"
        width="max-w-3xl"
        failedMessage={failed}
      >
        {(item) => <h1>{item.title}</h1>}
      </DetailPage>
    </MemoryRouter>
  );
}

describe("DetailPage", () => {
  it("shows the item once it is there", () => {
    render(<Page state={{ data: { title: "Why the sky is blue" } }} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Why the sky is blue");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("says what is missing, with the way back to the list, when not found", () => {
    render(<Page state={{ notFound: true, data: { title: "stale" } }} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Post Not Found");
    expect(screen.getByText("The blog post you're looking for is gone.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
    expect(screen.queryByText("stale")).not.toBeInTheDocument();
  });

  it("shows a named placeholder while loading", () => {
    render(<Page state={{ isLoading: true }} failed="Could not load." />);
    expect(screen.getByRole("status", { name: "Loading post" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says the item could not be loaded, with the way back, when it has a message for that", () => {
    render(<Page state={{ error: new Error("500") }} failed="Could not load." />);
    expect(screen.getByRole("alert")).toHaveTextContent("Could not load.");
    expect(screen.getByRole("link", { name: "Back to Blog" })).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("keeps the unnamed placeholder after a failure when it has no message for it", () => {
    render(<Page state={{ error: new Error("500") }} />);
    expect(screen.getByRole("status")).not.toHaveAttribute("aria-label");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("UpLink", () => {
  it("links to the list, padded or flush with the text", () => {
    render(
      <MemoryRouter>
        <UpLink to="/projects">Back to Projects</UpLink>
        <UpLink to="/travel" flush>
          Back to Travel
        </UpLink>
      </MemoryRouter>,
    );
    const padded = screen.getByRole("link", { name: "Back to Projects" });
    const flush = screen.getByRole("link", { name: "Back to Travel" });
    expect(padded).toHaveAttribute("href", "/projects");
    expect(padded).toHaveClass("px-1", "py-1", "rounded-lg", "font-medium");
    expect(flush).toHaveAttribute("href", "/travel");
    expect(flush).not.toHaveClass("px-1");
    expect(flush).toHaveClass("font-medium", "text-accent-700");
  });
});
