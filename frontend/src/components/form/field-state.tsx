// What every public form field shares: its classes, ids, message and aria-describedby, and the
// rule for when its message shows (after a submit, or once the field was changed and left).
import { ErrorMessage, type FieldInputProps, type FieldMetaProps } from "formik";
import { type FocusEvent } from "react";

export const inputClass =
  "mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-accent-600 focus:outline-2 focus:outline-offset-0 focus:outline-accent-600 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:scheme-dark dark:placeholder:text-slate-400 dark:focus:border-accent-300 dark:focus:outline-accent-300 dark:aria-[invalid=true]:border-red-400";

export const labelClass = "block text-sm font-semibold text-slate-800 dark:text-slate-200";

export const hintClass = "mt-1.5 text-sm text-slate-600 dark:text-slate-400";

/** The ids a field and its message share: `field-name`, `field-name-error`. */
export function fieldIds(name: string) {
  const id = `field-${name}`;
  return { id, errorId: `${id}-error`, hintId: `${id}-hint` };
}

/** A field's validation message, announced to screen readers when it appears. */
export function FieldError({ name }: { name: string }) {
  return (
    <ErrorMessage name={name}>
      {(message) => (
        <p
          id={fieldIds(name).errorId}
          role="alert"
          className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400"
        >
          {message}
        </p>
      )}
    </ErrorMessage>
  );
}

/** Whether a field's message is on screen (Formik's "touched": see changedFieldBlur). */
export function errorShown(meta: FieldMetaProps<unknown>): boolean {
  return Boolean(meta.touched && meta.error);
}

/**
 * The field's blur handler, which marks the field touched (so its message shows) only once
 * its value differs from the one it started with, or it was touched already. A visitor who
 * tabs past an empty field sees no message; a submit touches every field, as Formik does.
 */
export function changedFieldBlur<V>(field: FieldInputProps<V>, meta: FieldMetaProps<V>) {
  return (event: FocusEvent) => {
    if (meta.touched || !Object.is(meta.value, meta.initialValue)) field.onBlur(event);
  };
}

/** aria-describedby: the message while it is shown (never an id that is not in the page),
 * then the hint and anything else. */
export function describedBy(
  name: string,
  { error, hint = false, extra }: { error: boolean; hint?: boolean; extra?: string },
): string | undefined {
  const { errorId, hintId } = fieldIds(name);
  const ids = [error ? errorId : "", hint ? hintId : "", extra ?? ""].filter(Boolean).join(" ");
  return ids || undefined;
}
