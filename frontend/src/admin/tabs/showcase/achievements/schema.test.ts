import { describe, expect, it } from "vitest";

import { changedFields } from "../../../lib/editor";
import { schemaErrors } from "../../../lib/schema-test-utils";
import { achievement } from "../test-data";
import { achievementPayload, achievementSchema, achievementValues } from "./schema";

const valid = { ...achievementValues(null, "2025-03-01"), title: "Gold", description: "UKMT" };

describe("achievement form", () => {
  it("starts dated today as a draft, and sends trimmed texts", () => {
    const body = achievementPayload({
      ...valid,
      title: "  Gold award ",
      issuer: " UKMT ",
      imageUrl: " /media/gallery/cert.webp ",
    });

    expect(body).toEqual({
      title: "Gold award",
      issuer: "UKMT",
      date: "2025-03-01",
      category: "",
      description: "UKMT",
      imageUrl: "/media/gallery/cert.webp",
      certificateUrl: "",
      isPublished: false,
    });
  });

  it("sends only what changed in an update", () => {
    const before = achievementValues(achievement("a1", { imageUrl: "/media/gallery/a.webp" }));
    const update = (values: typeof before) =>
      changedFields(achievementPayload(before), achievementPayload(values));

    expect(update(before)).toEqual({});
    expect(update({ ...before, imageUrl: "" })).toEqual({ imageUrl: "" });
    expect(update({ ...before, isPublished: false })).toEqual({ isPublished: false });
    const pdf = "/media/documents/0f3c2a9d8e7b4c1a9f0e1d2c3b4a5968.pdf";
    expect(update({ ...before, certificateUrl: pdf })).toEqual({ certificateUrl: pdf });
  });

  it("gives the server's messages", async () => {
    expect(await schemaErrors(achievementSchema, valid)).toEqual([]);
    expect(
      await schemaErrors(achievementSchema, { ...valid, title: "  ", description: "", date: "" }),
    ).toEqual(["Title is required", "Date is required", "Description is required"]);
    expect(await schemaErrors(achievementSchema, { ...valid, date: "2025-02-30" })).toEqual([
      "Enter a real date",
    ]);
    expect(
      await schemaErrors(achievementSchema, { ...valid, imageUrl: "ftp://evil.example/a.png" }),
    ).toEqual(["Use an image on this site (an address starting with /media/ or /static/)."]);
    expect(await schemaErrors(achievementSchema, { ...valid, category: "x".repeat(51) })).toEqual([
      "Category must be at most 50 characters",
    ]);
  });
});
