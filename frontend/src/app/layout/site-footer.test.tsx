import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";

import type { SiteProfile } from "@/lib/initial-data";

import SiteFooter from "./site-footer";

const profile: SiteProfile = {
  name: "Ada Example",
  displayName: "",
  tagline: "Curious Mind.",
  headline: "",
  bio: "",
  email: "ada@example.com",
  location: "",
  avatarUrl: "",
  socialLinks: {},
  otherLinks: [],
};

vi.mock("@/lib/initial-data", () => ({ useSiteProfile: () => profile }));

function renderFooter() {
  return render(
    <MemoryRouter>
      <SiteFooter />
    </MemoryRouter>,
  );
}

describe("SiteFooter", () => {
  beforeEach(() => {
    profile.socialLinks = {};
    profile.otherLinks = [];
  });

  it("draws a button for each of the four services the profile links to", () => {
    profile.socialLinks = {
      microblog: "https://example.com/demo-student/microblog",
      photos: "https://example.com/demo-student/photos",
      professional: "https://example.com/demo-student/professional",
      video: "https://example.com/demo-student/videos",
    };
    renderFooter();

    const list = screen.getByRole("list", { name: "Social links" });
    const links = within(list).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["X (Twitter)", "https://example.com/demo-student/microblog"],
      ["Instagram", "https://example.com/demo-student/photos"],
      ["LinkedIn", "https://example.com/demo-student/professional"],
      ["YouTube", "https://example.com/demo-student/videos"],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  it("draws no empty list when the profile sets no links", () => {
    renderFooter();

    expect(screen.queryByRole("list", { name: "Social links" })).toBeNull();
    for (const list of screen.getAllByRole("list")) {
      expect(within(list).getAllByRole("listitem").length).toBeGreaterThan(0);
    }
    expect(screen.getByRole("heading", { name: "Academic" })).toBeVisible();
  });

  it("draws the other links by their labels, after the social buttons", () => {
    profile.otherLinks = [
      { label: "Science blog", url: "https://example.com/science" },
      { label: "Chess club", url: "https://example.com/chess" },
    ];
    renderFooter();

    const list = screen.getByRole("list", { name: "Other links" });
    const links = within(list).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Science blog", "https://example.com/science"],
      ["Chess club", "https://example.com/chess"],
    ]);
    for (const link of links) expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});
