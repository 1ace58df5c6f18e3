import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ToastProvider } from "@/components/ui/toast";

import type { GalleryItem } from "../../api/gallery";

import { GalleryTab } from "./gallery-tab";

function photo(id: string, category: GalleryItem["category"], isPublished = true): GalleryItem {
  return {
    id,
    title: `Photo ${id}`,
    caption: "",
    imageUrl: `/media/gallery/${id}.webp`,
    category,
    uploadedAt: "2025-01-04T12:00:00Z",
    isPublished,
    width: 1600,
    height: 1200,
    srcset: `/media/gallery/${id}-480.webp 480w, /media/gallery/${id}.webp 1600w`,
  };
}

const PHOTOS = [photo("a", "travel"), photo("b", "general", false), photo("c", "travel")];

/** The owner's list comes through the API client: answer it from `items`. */
function serveList(items: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(items), { status: 200 })),
  );
}

function renderTab(items: GalleryItem[] = PHOTOS) {
  serveList(items);
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ToastProvider>
        <GalleryTab />
      </ToastProvider>
    </SWRConfig>,
  );
}

function fileOf(name: string, type: string, size = 1024): File {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

beforeEach(() => {
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:preview" }));
  URL.revokeObjectURL = () => {};
});
afterEach(() => vi.unstubAllGlobals());

describe("GalleryTab", () => {
  it("shows every photo with a count, and filters by category", async () => {
    renderTab();
    const user = userEvent.setup();

    expect(await screen.findByText("3 photos")).toBeInTheDocument();
    const image = screen.getByRole("img", { name: "Photo a" });
    expect(image).toHaveAttribute("srcset", PHOTOS[0].srcset);
    expect(image).toHaveAttribute("width", "1600");
    expect(image).toHaveAttribute("sizes");

    await user.click(screen.getByRole("button", { name: "Travel" }));
    expect(screen.getByText("2 photos")).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "Photo b" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Personal" }));
    expect(screen.getByText("No photos in this category")).toBeInTheDocument();
    expect(screen.getByText("0 photos")).toBeInTheDocument();
  });

  it("marks each eye toggle pressed when the photo is published", async () => {
    renderTab();

    expect(await screen.findByRole("button", { name: "Published: Photo a" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getByRole("button", { name: "Published: Photo b" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });

  it("swaps a broken image for the placeholder", async () => {
    renderTab();
    const image = await screen.findByRole("img", { name: "Photo a" });

    fireEvent.error(image);

    expect(await screen.findByRole("img", { name: "Photo a" })).toHaveAttribute(
      "src",
      "/static/img/photo-placeholder.svg",
    );
    expect(screen.getByRole("img", { name: "Photo a" })).not.toHaveAttribute("srcset");
  });

  it("shows six placeholder tiles while loading", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise(() => {})),
    );
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <ToastProvider>
          <GalleryTab />
        </ToastProvider>
      </SWRConfig>,
    );

    expect(screen.getAllByTestId("photo-placeholder-tile")).toHaveLength(6);
  });
});

describe("Add Photo: the upload's client-side checks", () => {
  async function openUpload() {
    renderTab();
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByText("3 photos");
    await user.click(screen.getByRole("button", { name: "Add Photo" }));
    expect(screen.getByRole("tab", { name: "Upload Photo" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    return user;
  }

  it("asks for a file and a title when submitted empty", async () => {
    const user = await openUpload();
    await user.clear(screen.getByLabelText("Title"));

    await user.click(screen.getByRole("button", { name: "Upload Photo" }));

    const toast = await screen.findByTestId("toast");
    expect(toast).toHaveTextContent("No File Selected");
    expect(toast).toHaveTextContent("Please select an image to upload");
    const form = screen.getByRole("tabpanel");
    expect(await within(form).findByText("Please select an image to upload")).toBeInTheDocument();
    expect(within(form).getByText("Title is required")).toBeInTheDocument();
  });

  it("refuses a text file at once, inline and in a toast", async () => {
    const user = await openUpload();

    await user.upload(screen.getByLabelText("Photo"), fileOf("notes.txt", "text/plain"));

    const toast = await screen.findByTestId("toast");
    expect(toast).toHaveTextContent("Invalid File");
    expect(toast).toHaveTextContent("Please select an image file (JPG, PNG, GIF, etc.)");
    expect(
      await within(screen.getByRole("tabpanel")).findByText(
        "Please select an image file (JPG, PNG, GIF, etc.)",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByAltText("Preview of the selected photo")).not.toBeInTheDocument();
  });

  it("refuses a picture over 5MB", async () => {
    const user = await openUpload();

    await user.upload(
      screen.getByLabelText("Photo"),
      fileOf("huge.jpg", "image/jpeg", 5 * 1024 * 1024 + 1),
    );

    const toast = await screen.findByTestId("toast");
    expect(toast).toHaveTextContent("File Too Large");
    expect(toast).toHaveTextContent("Please select an image smaller than 5MB");
  });

  it("previews an acceptable picture", async () => {
    const user = await openUpload();

    await user.upload(screen.getByLabelText("Photo"), fileOf("sunset.jpg", "image/jpeg"));

    expect(await screen.findByAltText("Preview of the selected photo")).toHaveAttribute(
      "src",
      "blob:preview",
    );
    expect(screen.getByText("sunset.jpg")).toBeInTheDocument();
    expect(screen.queryByTestId("toast")).not.toBeInTheDocument();
  });

  it("asks for an image address on the Image URL tab, without an achievements category", async () => {
    const user = await openUpload();
    await user.click(screen.getByRole("tab", { name: "Image URL" }));
    await user.type(screen.getByLabelText("Title"), "A photo");

    await user.click(screen.getByRole("button", { name: "Add Image" }));

    const panel = screen.getByRole("tabpanel");
    expect(await within(panel).findByText("Image is required")).toBeInTheDocument();
    const options = within(within(panel).getByLabelText("Category")).getAllByRole("option");
    expect(options.map((o) => o.textContent)).not.toContain("Achievements");
  });
});
