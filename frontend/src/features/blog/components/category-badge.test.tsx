import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";

import { CategoryBadge } from "./category-badge";

function renderBadge(categories: string[]) {
  return render(
    <MemoryRouter>
      <CategoryBadge categories={categories} />
    </MemoryRouter>,
  );
}

describe("CategoryBadge", () => {
  it("links the first category to its page, named for a screen reader", () => {
    renderBadge(["Science & Research", "Physics"]);

    const link = screen.getByRole("link", { name: "Category: Science & Research" });
    expect(link).toHaveAttribute("href", "/blog/category/science-research");
    expect(link).toHaveTextContent(/^Category: Science & Research$/);
    // The badge keeps its family's colour, now on the link.
    expect(link).toHaveClass("bg-purple-100", "rounded-full");
    expect(screen.queryByText("Physics")).not.toBeInTheDocument();
  });

  it("links a name written with accents to its ASCII slug, as the server stores it", () => {
    renderBadge(["Café Culture"]);
    expect(screen.getByRole("link", { name: "Category: Café Culture" })).toHaveAttribute(
      "href",
      "/blog/category/cafe-culture",
    );
  });

  it("shows 'general' for a post without categories, as words without a link", () => {
    renderBadge([]);
    expect(screen.getByText("general")).toHaveClass("bg-slate-100");
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("is not a link for a name a slug keeps nothing of (there is no such page)", () => {
    renderBadge(["日本"]);
    expect(screen.getByText("日本")).toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });
});
