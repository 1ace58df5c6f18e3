import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { PHOTO_PLACEHOLDER } from "@/lib/placeholder";

import type { GalleryPhoto } from "../api/get-home-sections";
import GallerySection from "./gallery-section";

const PHOTOS: GalleryPhoto[] = [
  {
    id: "1",
    title: "Science fair",
    caption: "Our stand",
    imageUrl: "/media/gallery/a-900w.webp",
    category: "academic",
    uploadedAt: "2025-03-14T10:00:00Z",
    isPublished: true,
    width: 900,
    height: 600,
    srcset: "/media/gallery/a-480w.webp 480w, /media/gallery/a-900w.webp 900w",
  },
  {
    id: "2",
    title: "School trip",
    caption: "",
    imageUrl: "/media/gallery/b-900w.webp",
    category: "travel",
    uploadedAt: "2025-04-02T10:00:00Z",
    isPublished: true,
    width: 900,
    height: 600,
    srcset: "",
  },
];

vi.mock("../api/get-home-sections", () => ({
  useGalleryPhotos: () => ({
    query: { data: PHOTOS, isLoading: false },
    list: {
      items: PHOTOS,
      hasMore: false,
      loadedMore: false,
      loading: false,
      error: null,
      loadMore: () => undefined,
    },
  }),
}));
const countPhotoView = vi.hoisted(() => vi.fn());
vi.mock("@/lib/view-count", () => ({ countPhotoView }));

describe("GallerySection", () => {
  it("shows the placeholder, in the grid and the viewer, for a photo that fails to load", () => {
    render(<GallerySection />);
    const tile = screen.getByRole("img", { name: "Science fair" });

    fireEvent.error(tile);

    expect(tile).toHaveAttribute("src", PHOTO_PLACEHOLDER);
    expect(tile).not.toHaveAttribute("srcset");
    expect(tile).not.toHaveAttribute("sizes");
    // The other photo is untouched.
    expect(screen.getByRole("img", { name: "School trip" })).toHaveAttribute(
      "src",
      "/media/gallery/b-900w.webp",
    );

    fireEvent.click(screen.getByRole("button", { name: /View Science fair/ }));

    const dialog = screen.getByRole("dialog", { hidden: true });
    const viewer = within(dialog).getByRole("img", { name: "Science fair", hidden: true });
    expect(viewer).toHaveAttribute("src", PHOTO_PLACEHOLDER);
  });

  it("counts each photo opened in the viewer once, by its id", () => {
    countPhotoView.mockClear();
    render(<GallerySection />);

    fireEvent.click(screen.getByRole("button", { name: /View Science fair/ }));
    expect(countPhotoView.mock.calls).toEqual([["1"]]);
    fireEvent.click(screen.getByRole("button", { name: "Next image", hidden: true }));
    fireEvent.click(screen.getByRole("button", { name: "Previous image", hidden: true }));
    fireEvent.click(screen.getByRole("button", { name: "Close", hidden: true }));
    fireEvent.click(screen.getByRole("button", { name: /View Science fair/ }));

    expect(countPhotoView.mock.calls).toEqual([["1"], ["2"]]);
  });
});
