// The editors' text rules, in the server's words (apps/core/serializers.py): the Record's and
// the showcase's forms (and any other) share them.
import * as yup from "yup";

/** A required text: '<Label> is required' when empty or only spaces. */
export const requiredText = (label: string, limit: number) =>
  yup
    .string()
    .trim()
    .required(`${label} is required`)
    .max(limit, `${label} must be at most ${limit} characters`);

/** An optional text of at most `limit` characters. */
export const optionalText = (label: string, limit: number) =>
  yup.string().max(limit, `${label} must be at most ${limit} characters`);
