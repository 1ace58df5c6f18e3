import { render, screen } from "@testing-library/react";
import { Compass } from "lucide-react";
import { describe, expect, it } from "vitest";

import { IconTile } from "./icon-tile";
import { PageIntro } from "./page-intro";

describe("PageIntro", () => {
  it("is the page's one h1, with its introduction under it", () => {
    render(<PageIntro title="Achievements & Certificates">Awards I worked for.</PageIntro>);
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading).toHaveTextContent("Achievements & Certificates");
    expect(heading.nextElementSibling).toHaveTextContent("Awards I worked for.");
    expect(heading.closest("header")).toHaveClass("max-w-2xl");
  });

  it("centres the fun pages' heading and keeps the placement it is given", () => {
    render(
      <PageIntro title="All My Memes!" centered className="mt-6">
        Light relief.
      </PageIntro>,
    );
    const header = screen.getByRole("heading", { level: 1 }).closest("header");
    expect(header).toHaveClass("text-center", "mt-6");
    expect(header).not.toHaveClass("max-w-2xl");
  });
});

describe("IconTile", () => {
  it("draws a decorative icon, sized by the tile", () => {
    const { container } = render(<IconTile icon={Compass} size="xl" />);
    const tile = container.firstElementChild;
    expect(tile).toHaveClass("size-20", "rounded-full");
    expect(tile?.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });
});
