import { describe, expect, it } from "vitest";

import { changedFields } from "../../../lib/editor";
import { schemaErrors } from "../../../lib/schema-test-utils";
import { meme } from "../test-data";
import { NEEDS_PICTURE_OR_TEXT, bareHashtag, memePayload, memeSchema, memeValues } from "./schema";

const valid = { ...memeValues(null), authorHandle: "@alex", caption: "Mocks", text: "Me:" };

describe("meme form", () => {
  it("sends hashtags without their '#' and the counts as numbers", () => {
    const body = memePayload({
      ...valid,
      hashtags: ["#GCSELife", "##Mocks", " Revision ", "#"],
      likes: 147,
      comments: 23,
      shares: 12,
    });

    expect(body).toMatchObject({
      authorHandle: "@alex",
      hashtags: ["GCSELife", "Mocks", "Revision"],
      likes: 147,
      comments: 23,
      shares: 12,
      isPublished: false,
    });
    expect(bareHashtag(" #Maths ")).toBe("Maths");
  });

  it("starts with no counts and sends only what changed in an update", () => {
    expect(memeValues(null)).toMatchObject({ likes: 0, comments: 0, shares: 0 });
    const before = memeValues(meme("m1"));
    const update = (values: typeof before) =>
      changedFields(memePayload(before), memePayload(values));

    expect(update(before)).toEqual({});
    expect(update({ ...before, likes: 11 })).toEqual({ likes: 11 });
    expect(update({ ...before, hashtags: ["GCSELife", "#Maths"] })).toEqual({
      hashtags: ["GCSELife", "Maths"],
    });
  });

  it("needs an image or some text, as the server does, on the image's field", async () => {
    expect(await schemaErrors(memeSchema, { ...valid, text: "   ", imageUrl: "" })).toEqual([
      NEEDS_PICTURE_OR_TEXT,
    ]);
    expect(
      await schemaErrors(memeSchema, { ...valid, text: "", imageUrl: "/media/gallery/m.webp" }),
    ).toEqual([]);
    expect(await schemaErrors(memeSchema, valid)).toEqual([]);
  });

  it("takes whole counts from 0, with the server's messages", async () => {
    expect(await schemaErrors(memeSchema, { ...valid, likes: -1 })).toEqual([
      "Likes must be a whole number, 0 or more",
    ]);
    expect(await schemaErrors(memeSchema, { ...valid, comments: 1.5 })).toEqual([
      "Comments must be a whole number, 0 or more",
    ]);
    expect(await schemaErrors(memeSchema, { ...valid, shares: "" })).toEqual([
      "Shares must be a whole number, 0 or more",
    ]);
    expect(await schemaErrors(memeSchema, { ...valid, likes: 2_147_483_648 })).toEqual([
      "Likes must be at most 2147483647",
    ]);
  });

  it("needs the author and a caption", async () => {
    expect(await schemaErrors(memeSchema, { ...valid, authorHandle: "", caption: " " })).toEqual([
      "Author handle is required",
      "Caption is required",
    ]);
  });
});
