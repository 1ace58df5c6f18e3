// What the public forms share when a submit fails or points to the privacy policy.
import type { FormikErrors, FormikHelpers } from "formik";

import type { ToastInput } from "@/components/ui/toast";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { submitFailureText } from "@/lib/form-errors";

/** A failed submit: a 400's messages go on their fields, and the toast that says so keeps the
 * specification's words (a 429 says when to try again). */
export function submitFailureToast<V>(
  error: unknown,
  helpers: FormikHelpers<V>,
  title: string,
  words: Parameters<typeof submitFailureText>[1],
): ToastInput {
  if (error instanceof ApiError && error.status === 400) {
    helpers.setErrors(error.fieldErrors() as FormikErrors<V>);
  }
  return { title, description: submitFailureText(error, words), variant: "destructive" };
}

/** The privacy policy, in a new tab so the form keeps what was typed. */
export function PrivacyPolicyLink() {
  return (
    <a
      href={paths.privacyPolicy}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-accent-700 underline hover:text-accent-800 dark:text-accent-300"
    >
      Privacy Policy
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
