import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";

import { SiteHeader } from "./site-header";

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SiteHeader />
    </MemoryRouter>,
  );
}

/** The phone menu: the second "Main" navigation, there only while it is open. */
function phoneMenu(): HTMLElement | null {
  return screen.queryAllByRole("navigation", { name: "Main" })[1] ?? null;
}

describe("SiteHeader", () => {
  it("has the four nav links with the journal going to /gcsejourney", () => {
    renderAt("/");

    const nav = screen.getByRole("navigation", { name: "Main" });
    const links = within(nav)
      .getAllByRole("link")
      .map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([
      ["Home", "/"],
      ["My Blogs", "/blog"],
      ["My GCSE Journey", "/gcsejourney"],
      ["Contact", "/contact"],
    ]);
  });

  it("highlights the journal link on both journal paths", () => {
    renderAt("/gcse-journey/week-1");

    expect(screen.getByRole("link", { name: "My GCSE Journey" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(screen.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  it("toggles the small-screen menu", async () => {
    renderAt("/");
    const user = userEvent.setup();

    await user.click(screen.getByRole("button", { name: "Open menu" }));
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(phoneMenu()).toHaveAttribute("id", "mobile-menu");

    await user.click(screen.getByRole("button", { name: "Close menu" }));
    expect(phoneMenu()).toBeNull();
  });

  it("closes the small-screen menu on Escape and gives focus back to its button", async () => {
    renderAt("/blog");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    within(phoneMenu()!).getAllByRole("link")[0].focus();

    await user.keyboard("{Escape}");

    expect(phoneMenu()).toBeNull();
    const button = screen.getByRole("button", { name: "Open menu" });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("points the menu button at the menu only while the menu is there", async () => {
    renderAt("/");
    const user = userEvent.setup();
    expect(screen.getByRole("button", { name: "Open menu" })).not.toHaveAttribute("aria-controls");

    await user.click(screen.getByRole("button", { name: "Open menu" }));

    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-controls",
      "mobile-menu",
    );
  });
});
