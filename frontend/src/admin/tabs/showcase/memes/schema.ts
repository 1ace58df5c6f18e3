// The memes editor's form: its values, how a meme becomes them and they become a request, and
// its rules, mirroring apps/showcase/serializers.py and models.py (the server stays the
// authority; these give the owner the same messages at once).
import * as yup from "yup";

import { imageUrlRule } from "../../../components/image-url-field";
import type { FormModel } from "../../../lib/use-content-editor";
import { optionalText, requiredText, textList, wholeNumber } from "../rules";
import type { Meme, MemePayload } from "./api";

export const NEEDS_PICTURE_OR_TEXT = "Add an image or some text for the meme";
export const MAX_HASHTAGS = 10;
export const MAX_HASHTAG_LENGTH = 40;
/** The largest count the server stores (a PostgreSQL integer). */
export const MAX_COUNT = 2_147_483_647;
export const COUNTS = ["likes", "comments", "shares"] as const;

export type MemeFormValues = {
  authorHandle: string;
  caption: string;
  imageUrl: string;
  /** The text panel drawn when there is no image. */
  text: string;
  hashtags: string[];
  likes: number | "";
  comments: number | "";
  shares: number | "";
  isPublished: boolean;
};

/** The form's values for a meme (edit mode), or a new one's: no counts yet, published. */
export function memeValues(row: Meme | null): MemeFormValues {
  return {
    authorHandle: row?.authorHandle ?? "",
    caption: row?.caption ?? "",
    imageUrl: row?.imageUrl ?? "",
    text: row?.text ?? "",
    hashtags: [...(row?.hashtags ?? [])],
    likes: row?.likes ?? 0,
    comments: row?.comments ?? 0,
    shares: row?.shares ?? 0,
    isPublished: row?.isPublished ?? false,
  };
}

/** "GCSELife" for "#GCSELife" (the page adds the '#'). */
export function bareHashtag(tag: string): string {
  return tag.trim().replace(/^#+/, "").trim();
}

/** What the form sends: trimmed texts, hashtags without their '#', counts as numbers. */
export function memePayload(values: MemeFormValues): MemePayload {
  return {
    ...values,
    authorHandle: values.authorHandle.trim(),
    caption: values.caption.trim(),
    imageUrl: values.imageUrl.trim(),
    text: values.text.trim(),
    hashtags: values.hashtags.map(bareHashtag).filter(Boolean),
    likes: Number(values.likes),
    comments: Number(values.comments),
    shares: Number(values.shares),
  };
}

const count = (label: string) =>
  wholeNumber(
    0,
    MAX_COUNT,
    `${label} must be a whole number, 0 or more`,
    `${label} must be at most ${MAX_COUNT}`,
  );

export const memeSchema = yup.object({
  authorHandle: requiredText("Author handle", 50),
  caption: requiredText("Caption", 500),
  // The server says this on the image's field, so the form does too.
  imageUrl: imageUrlRule.test("picture-or-text", NEEDS_PICTURE_OR_TEXT, (value, context) =>
    Boolean(value?.trim() || String(context.parent.text ?? "").trim()),
  ),
  text: optionalText("Text", 500),
  hashtags: textList("hashtags", MAX_HASHTAGS, MAX_HASHTAG_LENGTH),
  likes: count("Likes"),
  comments: count("Comments"),
  shares: count("Shares"),
  isPublished: yup.boolean(),
});

export const memeForm: FormModel<Meme, MemeFormValues, MemePayload> = {
  emptyValues: () => memeValues(null),
  valuesFrom: memeValues,
  toPayload: memePayload,
  schema: memeSchema,
};
