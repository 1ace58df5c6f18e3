import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { renderTabWithRows, renderTabWithServer } from "../../lib/tab-test-utils";
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

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

/** Six items, two a page: the videos come after the first page of the whole list. */
function serveSixItemsTwoAPage() {
  const all = [
    mediaItem("a1", "article"),
    mediaItem("a2", "article"),
    mediaItem("v1", "video"),
    mediaItem("v2", "video"),
    mediaItem("v3", "video", { isPublished: false }),
    mediaItem("p1", "podcast"),
  ];
  return renderTabWithServer(<MediaTab />, (address) => {
    const url = new URL(address, "http://test");
    const type = url.searchParams.get("type");
    const rows = all.filter((item) => !type || item.type === type);
    const from = Number(url.searchParams.get("cursor") ?? 0);
    const next = new URLSearchParams(url.searchParams);
    next.set("cursor", String(from + 2));
    return {
      rows: rows.slice(from, from + 2),
      next: from + 2 < rows.length ? `/api/media-items?${next}` : undefined,
    };
  });
}

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

  it("shows the server's list of the chosen type, beyond the rows loaded, with Load more", async () => {
    const reads = serveSixItemsTwoAPage();
    const user = userEvent.setup();
    await screen.findByText("Title a1");
    expect(listedTitles()).toEqual(["Title a1", "Title a2"]);
    // Only the first page of the whole list is loaded: no video among it, and more to come.
    expect(screen.getByTestId("count-video")).toHaveTextContent("0+");

    const filters = screen.getByRole("group", { name: "Filter by type" });
    await user.click(within(filters).getByRole("button", { name: "Videos" }));

    await screen.findByText("Title v1");
    expect(reads).toContain("/api/media-items?type=video");
    expect(listedTitles()).toEqual(["Title v1", "Title v2"]);
    expect(within(filters).getByRole("button", { name: "Videos" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getByTestId("count-video")).toHaveTextContent("2+");
    expect(screen.getByTestId("list-count")).toHaveTextContent("2+ of 2+");
    expect(screen.queryByText(/loaded so far/)).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Load more media items" }));
    await screen.findByText("Title v3");
    expect(reads.at(-1)).toBe("/api/media-items?type=video&cursor=2");
    expect(listedTitles()).toEqual(["Title v1", "Title v2", "Title v3"]);
    // The server's list of videos has ended: its count is exact.
    expect(screen.getByTestId("count-video")).toHaveTextContent(/^3$/);
    expect(screen.getByText("That's all the media items.")).toBeInTheDocument();

    await user.click(within(filters).getByRole("button", { name: "All" }));
    expect(listedTitles()).toEqual(["Title a1", "Title a2"]);
    expect(screen.getByRole("button", { name: "Load more media items" })).toBeInTheDocument();
  });

  it("says when a type has no items", async () => {
    const items = [mediaItem("a1", "article")];
    renderTabWithServer(<MediaTab />, (address) => {
      const type = new URL(address, "http://test").searchParams.get("type");
      return { rows: items.filter((item) => !type || item.type === type) };
    });
    const user = userEvent.setup();
    await screen.findByText("Title a1");

    await user.click(screen.getByRole("button", { name: "Podcasts" }));

    expect(await screen.findByText(/^No media items found of this type/)).toBeInTheDocument();
    expect(screen.getByTestId("count-podcast")).toHaveTextContent(/^0$/);
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
