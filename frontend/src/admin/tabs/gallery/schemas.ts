// The gallery's forms: the server's rules with the specification's messages.
import * as yup from "yup";

import { GALLERY_CATEGORIES, URL_FORM_CATEGORIES, checkImageFile } from "../../api/gallery";
import { IMAGE_URL_MESSAGE, isAllowedImageUrl } from "../../lib/image-url";

export const DELETE_MESSAGE =
  "Are you sure you want to delete this photo? This action cannot be undone.";
export const GRID_SIZES =
  "(min-width: 1280px) 296px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw";

export const title = yup
  .string()
  .trim()
  .required("Title is required")
  .max(200, "Title must be at most 200 characters");
export const caption = yup.string().max(1000, "Caption must be at most 1000 characters");
export const category = (choices: { value: string }[]) =>
  yup
    .string()
    .required("Category is required")
    .oneOf(
      choices.map((c) => c.value),
      "Category is required",
    );

export const uploadSchema = yup.object({
  file: yup
    .mixed<File>()
    .nullable()
    .test("image-file", (value, context) => {
      const problem = checkImageFile(value);
      return problem ? context.createError({ message: problem.message }) : true;
    }),
  title,
  caption,
  category: category(GALLERY_CATEGORIES),
});

export const urlSchema = yup.object({
  title,
  caption,
  imageUrl: yup
    .string()
    .trim()
    .required("Image is required")
    .max(500, IMAGE_URL_MESSAGE)
    .test("same-site", IMAGE_URL_MESSAGE, isAllowedImageUrl),
  category: category(URL_FORM_CATEGORIES),
});

export const editSchema = yup.object({ title, caption, category: category(GALLERY_CATEGORIES) });

export const categoryOptions = (choices: { value: string; label: string }[]) => [
  { value: "", label: "Select a category" },
  ...choices,
];
