import { describe, expect, it } from "vitest";

import { ApiError } from "@/lib/api-client";

import {
  FILE_TOO_LARGE,
  INVALID_ATTACHMENT,
  INVALID_PDF,
  NO_FILE,
  acceptFor,
  checkFile,
  fileKind,
  fileUploadFailure,
  titleFromFileName,
} from "./documents";
import {
  FILE_TOO_LARGE as IMAGE_TOO_LARGE,
  INVALID_FILE as INVALID_IMAGE,
  MAX_UPLOAD_BYTES,
} from "./gallery";

function fileOf(name: string, type: string, size = 1024) {
  return { name, type, size };
}

describe("fileKind", () => {
  it("knows a PDF by its type, or by its name when the browser gives no type", () => {
    expect(fileKind(fileOf("notes.pdf", "application/pdf"))).toBe("pdf");
    expect(fileKind(fileOf("NOTES.PDF", ""))).toBe("pdf");
    expect(fileKind(fileOf("notes.pdf", "text/html"))).toBeNull();
  });

  it("knows the pictures the gallery stores, and nothing else", () => {
    expect(fileKind(fileOf("map.png", "image/png"))).toBe("image");
    expect(fileKind(fileOf("map.jpg", "image/jpeg"))).toBe("image");
    expect(fileKind(fileOf("logo.svg", "image/svg+xml"))).toBeNull();
    expect(fileKind(fileOf("notes.txt", "text/plain"))).toBeNull();
  });
});

describe("checkFile", () => {
  it("takes a PDF or a picture of at most 5MB", () => {
    expect(checkFile(fileOf("notes.pdf", "application/pdf", MAX_UPLOAD_BYTES))).toEqual({
      kind: "pdf",
    });
    expect(checkFile(fileOf("map.webp", "image/webp"))).toEqual({ kind: "image" });
  });

  it("asks for a file when none is chosen", () => {
    expect(checkFile(null)).toEqual({
      problem: { title: "No File Selected", message: "Please select a file to upload" },
    });
    expect(checkFile(undefined)).toEqual({ problem: NO_FILE });
  });

  it("names what it takes when the file is something else", () => {
    expect(checkFile(fileOf("notes.txt", "text/plain"))).toEqual({
      problem: {
        title: "Invalid File",
        message: "Please select a PDF or an image file (PDF, JPG, PNG, GIF, etc.)",
      },
    });
    expect(checkFile(fileOf("map.png", "image/png"), ["pdf"])).toEqual({ problem: INVALID_PDF });
    expect(checkFile(fileOf("notes.pdf", "application/pdf"), ["image"])).toEqual({
      problem: INVALID_IMAGE,
    });
    expect(checkFile(fileOf("page.html", "text/html"))).toEqual({ problem: INVALID_ATTACHMENT });
  });

  it("refuses a file over 5MB, in the gallery's words when it takes pictures only", () => {
    const big = fileOf("notes.pdf", "application/pdf", MAX_UPLOAD_BYTES + 1);
    expect(checkFile(big)).toEqual({
      problem: { title: "File Too Large", message: "Please select a file smaller than 5MB" },
    });
    expect(checkFile(fileOf("map.png", "image/png", MAX_UPLOAD_BYTES + 1), ["image"])).toEqual({
      problem: IMAGE_TOO_LARGE,
    });
    expect(checkFile(big, ["pdf"])).toEqual({ problem: FILE_TOO_LARGE });
  });
});

describe("acceptFor and titleFromFileName", () => {
  it("lets the file chooser offer what the button takes", () => {
    expect(acceptFor(["pdf"])).toBe("application/pdf,.pdf");
    expect(acceptFor(["pdf", "image"])).toContain("image/png");
    expect(acceptFor(["image"])).not.toContain("pdf");
  });

  it("starts a title from the file's name without its extension", () => {
    expect(titleFromFileName("Past paper 2023.pdf")).toBe("Past paper 2023");
    expect(titleFromFileName("mind.map.png")).toBe("mind.map");
    expect(titleFromFileName("README")).toBe("README");
  });
});

describe("fileUploadFailure", () => {
  const refused = (body: object) => new ApiError(400, JSON.stringify(body), body);

  it("uses the server's title and words for a refused file", () => {
    expect(
      fileUploadFailure(
        refused({ file: ["Please select a PDF file"], errorTitle: "Invalid File" }),
      ),
    ).toEqual({ title: "Invalid File", message: "Please select a PDF file" });
    expect(
      fileUploadFailure(
        refused({
          image: ["Please select an image smaller than 5MB"],
          errorTitle: "File Too Large",
        }),
      ),
    ).toEqual({ title: "File Too Large", message: "Please select an image smaller than 5MB" });
  });

  it("says 'Upload Failed' with the server's message, or a plain one", () => {
    expect(fileUploadFailure(refused({ detail: "Only the site owner can do this." }))).toEqual({
      title: "Upload Failed",
      message: "Only the site owner can do this.",
    });
    expect(fileUploadFailure(new ApiError(500, "", undefined))).toEqual({
      title: "Upload Failed",
      message: "Failed to upload file",
    });
    expect(fileUploadFailure(new ApiError(0, "Network error", undefined)).message).toMatch(
      /offline/,
    );
  });
});
