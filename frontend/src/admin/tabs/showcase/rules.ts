// Form rules the three showcase editors share, in the server's words
// (apps/showcase/serializers.py, apps/core/validators.py).
import * as yup from "yup";

export const WEB_URL_MESSAGE = "Enter a web address starting with http:// or https://";

export { optionalText, requiredText } from "../../lib/text-rules";

/** An optional link visitors may open: http or https only (never javascript:, data:, ftp:). */
export const webUrlRule = yup
  .string()
  .trim()
  .max(500, "Web address must be at most 500 characters")
  .matches(/^https?:\/\/[^\s/?#]+\.[^\s]*$/i, {
    message: WEB_URL_MESSAGE,
    excludeEmptyString: true,
  });

/** A whole number from `min` to `max` (a number input's value: "" while empty); `message`
 * for any other value, `tooBig` above `max` where the server words that apart. */
export const wholeNumber = (min: number, max: number, message: string, tooBig = message) =>
  yup
    .number()
    .typeError(message)
    .required(message)
    .integer(message)
    .min(min, message)
    .max(max, tooBig);

/** A list of short texts (technologies, features, hashtags). */
export const textList = (noun: string, maxItems: number, maxLength: number) =>
  yup
    .array(
      yup.string().max(maxLength, `Each of the ${noun} must be at most ${maxLength} characters`),
    )
    .max(maxItems, `Use at most ${maxItems} ${noun}.`);
