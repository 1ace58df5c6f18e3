import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";

import { SiteHeader } from "./site-header";

function renderHeader() {
  return render(
    <MemoryRouter initialEntries={["/blog"]}>
      <SiteHeader />
    </MemoryRouter>,
  );
}

describe("the header's search", () => {
  it("has a search box on a wide screen and a link to the search page on a narrower one", () => {
    renderHeader();

    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("search")).toHaveAttribute("action", "/search");
    expect(within(banner).getByRole("searchbox", { name: "Search the site" })).toHaveAttribute(
      "id",
      "header-search",
    );
    expect(within(banner).getByRole("link", { name: "Search" })).toHaveAttribute("href", "/search");
  });

  it("has a search box of its own in the phone menu", async () => {
    renderHeader();
    const user = userEvent.setup();

    await user.click(screen.getByRole("button", { name: "Open menu" }));

    // The phone menu: the second "Main" navigation.
    const menu = screen.getAllByRole("navigation", { name: "Main" })[1];
    const box = within(menu).getByRole("searchbox", { name: "Search the site" });
    expect(box).toHaveAttribute("id", "menu-search");
    expect(within(menu).getByRole("button", { name: "Search" })).toHaveAttribute("type", "submit");
  });
});
