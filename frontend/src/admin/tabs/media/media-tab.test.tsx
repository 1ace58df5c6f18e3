import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { renderTabWithRows } from "../../lib/tab-test-utils";
import type { MediaItem } from "./api";
import { mediaItem } from "./test-data";
import { MediaTab } from "./media-tab";

const ITEMS = [
  mediaItem("a1", "article", { readTime: 6, publication: "The Day", featured: true }),
  mediaItem("a2", "article", { isPublished: false }),
  mediaItem("v1", "video", { platform: "YouTube", duration: "45 min" }),
  mediaItem("p1", "podcast", { platform: "Spotify" }),
];

function renderTab(items: MediaItem[] = ITEMS) {
  return renderTabWithRows(<MediaTab />, items);
}

afterEach(() => vi.unstubAllGlobals());

function listedTitles() {
  const list = screen.getByRole("region", { name: "Media items list" });
  return within(list)
    .getAllByRole("listitem")
    .map((row) => row.querySelector("p.font-semibold")?.textContent);
}

describe("MediaTab", () => {
  it("counts each type in the overview", async () => {
    renderTab();

    expect(await screen.findByTestId("count-article")).toHaveTextContent("2");
    expect(screen.getByTestId("count-video")).toHaveTextContent("1");
    expect(screen.getByTestId("count-podcast")).toHaveTextContent("1");
  });

  it("filters the list by type", async () => {
    renderTab();
    const user = userEvent.setup();
    await screen.findByText("Title a1");
    expect(listedTitles()).toEqual(["Title a1", "Title a2", "Title v1", "Title p1"]);

    const filters = screen.getByRole("group", { name: "Filter by type" });
    await user.click(within(filters).getByRole("button", { name: "Videos" }));
    expect(listedTitles()).toEqual(["Title v1"]);
    expect(within(filters).getByRole("button", { name: "Videos" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await user.click(within(filters).getByRole("button", { name: "Articles" }));
    expect(listedTitles()).toEqual(["Title a1", "Title a2"]);
  });

  it("says when a type has no items", async () => {
    renderTab([mediaItem("a1", "article")]);
    const user = userEvent.setup();
    await screen.findByText("Title a1");

    await user.click(screen.getByRole("button", { name: "Podcasts" }));

    expect(screen.getByText(/^No media items found/)).toBeInTheDocument();
  });

  it("shows each row's status, type and details", async () => {
    renderTab();
    await screen.findByText("Title a1");
    const rows = within(screen.getByRole("region", { name: "Media items list" })).getAllByRole(
      "listitem",
    );

    expect(rows[0]).toHaveTextContent("Featured");
    expect(rows[0]).toHaveTextContent("The Day · January 4, 2025 · 6 min read");
    expect(rows[1]).toHaveTextContent("Draft");
    expect(rows[2]).toHaveTextContent("YouTube · January 4, 2025 · 45 min");
  });

  it("loads an item into the form for editing", async () => {
    renderTab();
    const user = userEvent.setup();
    await screen.findByText("Title v1");

    await user.click(screen.getByRole("button", { name: "Edit Title v1" }));

    expect(screen.getByRole("heading", { name: "Edit Media Item" })).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveValue("Title v1");
    expect(screen.getByLabelText("Platform")).toHaveValue("YouTube");
    expect(screen.getByRole("button", { name: "Update Media Item" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Clear Form" }));
    expect(screen.getByRole("heading", { name: "Add Media Item" })).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveValue("");
  });
});
