import { describe, expect, it } from "vitest";

import { ApiError } from "@/lib/api-client";

import {
  CATEGORY_FILTERS,
  FILE_TOO_LARGE,
  GALLERY_CATEGORIES,
  INVALID_FILE,
  MAX_UPLOAD_BYTES,
  NO_FILE,
  URL_FORM_CATEGORIES,
  checkImageFile,
  filterByCategory,
  uploadFailure,
  type GalleryItem,
} from "./gallery";

function fileOf(size: number, name: string, type: string): File {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

function item(id: string, category: GalleryItem["category"]): GalleryItem {
  return {
    id,
    title: id,
    caption: "",
    imageUrl: `/media/${id}.webp`,
    category,
    uploadedAt: "2025-01-04T12:00:00Z",
    isPublished: true,
    width: null,
    height: null,
    srcset: "",
  };
}

describe("checkImageFile", () => {
  it("asks for a file when none is chosen", () => {
    expect(checkImageFile(null)).toEqual({
      title: "No File Selected",
      message: "Please select an image to upload",
    });
    expect(checkImageFile(undefined)).toBe(NO_FILE);
  });

  it("refuses a file that is not an image", () => {
    expect(checkImageFile(fileOf(10, "notes.txt", "text/plain"))).toEqual({
      title: "Invalid File",
      message: "Please select an image file (JPG, PNG, GIF, etc.)",
    });
    expect(checkImageFile(fileOf(10, "page.html", "text/html"))).toBe(INVALID_FILE);
    expect(checkImageFile(fileOf(10, "unknown", ""))).toBe(INVALID_FILE);
  });

  it("refuses image types the server cannot store", () => {
    expect(checkImageFile(fileOf(10, "logo.svg", "image/svg+xml"))).toBe(INVALID_FILE);
    expect(checkImageFile(fileOf(10, "phone.heic", "image/heic"))).toBe(INVALID_FILE);
  });

  it("refuses a file over 5MB and accepts one of exactly 5MB", () => {
    expect(checkImageFile(fileOf(MAX_UPLOAD_BYTES + 1, "big.jpg", "image/jpeg"))).toEqual({
      title: "File Too Large",
      message: "Please select an image smaller than 5MB",
    });
    expect(checkImageFile(fileOf(MAX_UPLOAD_BYTES, "edge.jpg", "image/jpeg"))).toBeNull();
    expect(FILE_TOO_LARGE.title).toBe("File Too Large");
  });

  it("accepts JPEG, PNG, WebP and GIF pictures", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp", "image/gif"]) {
      expect(checkImageFile(fileOf(2048, "photo", type))).toBeNull();
    }
  });
});

describe("categories", () => {
  it("offers all five to the upload form and the filter, and no achievements by address", () => {
    expect(GALLERY_CATEGORIES.map((c) => c.value)).toEqual([
      "general",
      "academic",
      "travel",
      "achievements",
      "personal",
    ]);
    expect(CATEGORY_FILTERS.map((c) => c.value)).toEqual([
      "all",
      "general",
      "academic",
      "travel",
      "achievements",
      "personal",
    ]);
    expect(URL_FORM_CATEGORIES.map((c) => c.value)).not.toContain("achievements");
    expect(URL_FORM_CATEGORIES).toHaveLength(4);
  });

  it("filters by category, and 'all' keeps everything in order", () => {
    const items = [item("a", "travel"), item("b", "general"), item("c", "travel")];

    expect(filterByCategory(items, "all")).toEqual(items);
    expect(filterByCategory(items, "travel").map((i) => i.id)).toEqual(["a", "c"]);
    expect(filterByCategory(items, "personal")).toEqual([]);
  });
});

describe("uploadFailure", () => {
  it("uses the server's title and words for a refused file", () => {
    const body = {
      image: ["Please select an image file (JPG, PNG, GIF, etc.)"],
      errorTitle: "Invalid File",
    };
    const error = new ApiError(400, JSON.stringify(body), body);

    expect(uploadFailure(error)).toEqual({
      title: "Invalid File",
      message: "Please select an image file (JPG, PNG, GIF, etc.)",
    });
  });

  it("says 'Upload Failed' with the server's message for other refusals", () => {
    const body = { title: ["Title is required"] };

    expect(uploadFailure(new ApiError(400, "", body))).toEqual({
      title: "Upload Failed",
      message: "Title is required",
    });
  });

  it("falls back to 'Failed to upload photo' without a server message", () => {
    expect(uploadFailure(new ApiError(0, "Network error", undefined))).toEqual({
      title: "Upload Failed",
      message: "Failed to upload photo",
    });
    expect(uploadFailure(new Error("boom")).message).toBe("Failed to upload photo");
  });
});
