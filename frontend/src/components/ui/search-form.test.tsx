import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { describe, expect, it } from "vitest";

import { SearchForm } from "./search-form";

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function draw(variant: "header" | "menu" | "page", defaultValue?: string) {
  return render(
    <MemoryRouter initialEntries={["/blog"]}>
      <SearchForm id="site-search" variant={variant} defaultValue={defaultValue} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("SearchForm", () => {
  it("is a labelled search landmark that works without the app (GET /search?q=)", () => {
    draw("header");

    const form = screen.getByRole("search");
    expect(form).toHaveAttribute("action", "/search");
    const box = screen.getByRole("searchbox", { name: "Search the site" });
    expect(box).toHaveAttribute("name", "q");
    // The header's magnifier is its button.
    expect(screen.getByRole("button", { name: "Search" })).toHaveAttribute("type", "submit");
  });

  it("opens the results for what was typed, from the keyboard alone", async () => {
    draw("header");
    const user = userEvent.setup();

    await user.tab();
    expect(screen.getByRole("searchbox")).toHaveFocus();
    await user.keyboard("  tides & moons {Enter}");

    expect(screen.getByLabelText("location")).toHaveTextContent("/search?q=tides%20%26%20moons");
    expect(screen.getByRole("searchbox")).toHaveValue("");
  });

  it("opens the search page when nothing was typed", async () => {
    draw("menu");
    const user = userEvent.setup();

    await user.click(screen.getByRole("button", { name: "Search" }));

    expect(screen.getByLabelText("location")).toHaveTextContent(/^\/search$/);
  });

  it("keeps the query in the search page's own box", async () => {
    draw("page", "tides");
    const user = userEvent.setup();

    await user.clear(screen.getByRole("searchbox"));
    await user.type(screen.getByRole("searchbox"), "waves");
    await user.click(screen.getByRole("button", { name: "Search" }));

    expect(screen.getByLabelText("location")).toHaveTextContent("/search?q=waves");
    expect(screen.getByRole("searchbox")).toHaveValue("waves");
  });
});
