// The media form's rules, mirroring apps/media/serializers.py (the server stays the authority;
// these give the owner the same messages at once).
import * as yup from "yup";

import { MEDIA_TYPES } from "../../api/media";
import { isIsoDate } from "../../lib/editor";
import { IMAGE_URL_MESSAGE, isAllowedImageUrl } from "../../lib/image-url";

const max = (limit: number, label: string) =>
  yup.string().max(limit, `${label} must be at most ${limit} characters`);

export const mediaSchema = yup.object({
  title: yup
    .string()
    .trim()
    .required("Title is required")
    .max(200, "Title must be at most 200 characters"),
  type: yup
    .string()
    .required("Type is required")
    .oneOf(
      MEDIA_TYPES.map((t) => t.value),
      "Type must be article, video or podcast",
    ),
  url: yup
    .string()
    .trim()
    .max(500, "Link must be at most 500 characters")
    .matches(/^https?:\/\/[^\s/?#]+\.[^\s]*$/i, {
      message: "Enter a web address starting with http:// or https://",
      excludeEmptyString: true,
    }),
  platform: max(100, "Platform"),
  description: max(5000, "Description"),
  publication: max(100, "Publication"),
  category: max(50, "Category"),
  publishedAt: yup
    .string()
    .required("Published date is required")
    .test("date", "Enter a real date", (value) => !value || isIsoDate(value)),
  readTime: yup
    .string()
    .trim()
    .matches(/^\d*$/, "Read time must be a whole number of minutes")
    .test("min", "Read time must be at least 1 minute", (v) => !v || Number(v) >= 1)
    .test("max", "Read time must be at most 600 minutes", (v) => !v || Number(v) <= 600),
  duration: max(30, "Duration"),
  imageUrl: yup
    .string()
    .trim()
    .max(500, IMAGE_URL_MESSAGE)
    .test("same-site", IMAGE_URL_MESSAGE, isAllowedImageUrl),
});
