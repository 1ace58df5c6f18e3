import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { PHOTO_PLACEHOLDER } from "@/lib/placeholder";

import { Lightbox, type LightboxImage } from "./lightbox";

const IMAGES: LightboxImage[] = [
  { src: "/media/a-900w.webp", srcSet: "/media/a-480w.webp 480w", alt: "A", title: "First" },
  { src: "/media/b-900w.webp", alt: "B", title: "Second" },
];

function renderViewer(index: number | null = 0) {
  const onIndexChange = vi.fn();
  render(<Lightbox images={IMAGES} index={index} onIndexChange={onIndexChange} />);
  // jsdom draws no dialog, so the buttons are found whether or not it counts them as shown.
  const button = (name: string) => screen.getByRole("button", { name, hidden: true });
  return { onIndexChange, button };
}

describe("Lightbox", () => {
  it("keeps Tab inside the viewer: from the last button to the first, and back", () => {
    const { button } = renderViewer();
    const [close, previous, next] = [
      button("Close"),
      button("Previous image"),
      button("Next image"),
    ];

    next.focus();
    fireEvent.keyDown(next, { key: "Tab" });
    expect(close).toHaveFocus();

    fireEvent.keyDown(close, { key: "Tab", shiftKey: true });
    expect(next).toHaveFocus();

    // In between, Tab is left to the browser.
    previous.focus();
    expect(fireEvent.keyDown(previous, { key: "Tab" })).toBe(true);
    expect(previous).toHaveFocus();
  });

  it("shows the placeholder when a picture fails to load", () => {
    renderViewer();
    const image = screen.getByRole("img", { name: "A", hidden: true });
    expect(image).toHaveAttribute("src", "/media/a-900w.webp");
    expect(image).toHaveAttribute("sizes");

    fireEvent.error(image);

    expect(image).toHaveAttribute("src", PHOTO_PLACEHOLDER);
    expect(image).not.toHaveAttribute("srcset");
    expect(image).not.toHaveAttribute("sizes");
    expect(image).toHaveAttribute("alt", "A");
  });
});
