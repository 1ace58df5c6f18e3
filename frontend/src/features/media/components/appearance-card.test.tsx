import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import type { MediaItem } from "../api/get-media-items";
import { AppearanceCard } from "./appearance-card";

const ITEM: MediaItem = {
  id: "m1",
  slug: "teens-talk-climate",
  title: "Teens Talk Climate",
  description: "A podcast about young people and the climate.",
  type: "podcast",
  url: "",
  publishedAt: "2025-01-04T12:00:00Z",
  platform: "Spotify",
  featured: false,
  category: "",
  imageUrl: "",
  readTime: null,
  publication: "",
  duration: "25 min",
  isPublished: true,
  createdAt: "2025-01-04T12:00:00Z",
  updatedAt: "2025-01-04T12:00:00Z",
};

describe("AppearanceCard", () => {
  it("draws View as a link to the recording in a new tab", () => {
    render(<AppearanceCard item={{ ...ITEM, url: "https://example.com/episode" }} />);

    const view = screen.getByRole("link", {
      name: "View: Teens Talk Climate (opens in a new tab)",
    });
    expect(view).toHaveAttribute("href", "https://example.com/episode");
    expect(view).toHaveAttribute("target", "_blank");
    expect(view).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("draws no View button without an address", () => {
    render(<AppearanceCard item={ITEM} />);

    expect(screen.getByRole("heading", { name: "Teens Talk Climate" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /View/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /View/ })).toBeNull();
    expect(screen.queryByText(/Coming soon/)).toBeNull();
  });
});
