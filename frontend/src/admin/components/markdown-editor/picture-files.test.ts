import { describe, expect, it } from "vitest";

import { carriesFiles, droppedFile, pastedPicture, pictureTitle } from "./picture-files";

const png = new File(["x"], "image.png", { type: "image/png" });
const pdf = new File(["x"], "notes.pdf", { type: "application/pdf" });

function transfer(files: File[], text = "") {
  return {
    files: files as unknown as FileList,
    types: files.length ? ["Files"] : ["text/plain"],
    getData: (format: string) => (format === "text/plain" ? text : ""),
  };
}

describe("which paste or drop is a picture to upload", () => {
  it("takes a pasted picture", () => {
    expect(pastedPicture(transfer([png]))).toBe(png);
  });

  it("leaves a paste that carries text to the browser (a word processor adds a picture of it)", () => {
    expect(pastedPicture(transfer([png], "Some copied words"))).toBeNull();
  });

  it("leaves a paste without files or without a picture to the browser", () => {
    expect(pastedPicture(transfer([]))).toBeNull();
    expect(pastedPicture(transfer([pdf]))).toBeNull();
    expect(pastedPicture(null)).toBeNull();
  });

  it("takes a dropped picture first, or any dropped file so the owner hears why it is refused", () => {
    expect(droppedFile(transfer([pdf, png]))).toBe(png);
    expect(droppedFile(transfer([pdf]))).toBe(pdf);
    expect(droppedFile(transfer([]))).toBeNull();
  });

  it("knows a drag of files from a drag of text", () => {
    expect(carriesFiles(transfer([png]))).toBe(true);
    expect(carriesFiles(transfer([]))).toBe(false);
  });

  it("names the gallery photo after its file", () => {
    expect(pictureTitle(png)).toBe("image");
    expect(pictureTitle({ name: ".png" })).toBe("Picture");
  });
});
