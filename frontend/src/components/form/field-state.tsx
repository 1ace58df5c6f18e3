// What every form field shares: its ids, message and aria-describedby, the rule for when its
// message shows, and the frame (label, control, hint, message) the text fields are drawn in.
import { ErrorMessage, useField, type FieldInputProps, type FieldMetaProps } from "formik";
import { type FocusEvent, type ReactNode } from "react";

import { PUBLIC_LOOK, type FieldLook } from "./field-look";

export const inputClass = PUBLIC_LOOK.input;
export const labelClass = PUBLIC_LOOK.label;
export const hintClass = PUBLIC_LOOK.hint;

/** The ids a field and its message share: `field-name`, `field-name-error`. */
export function fieldIds(name: string) {
  const id = `field-${name}`;
  return { id, errorId: `${id}-error`, hintId: `${id}-hint` };
}

/** A field's validation message, announced to screen readers when it appears. */
export function FieldError({
  name,
  id = fieldIds(name).errorId,
  look = PUBLIC_LOOK,
}: {
  name: string;
  id?: string;
  look?: FieldLook;
}) {
  return (
    <ErrorMessage name={name}>
      {(message) => (
        <p id={id} role="alert" className={look.error}>
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

/** The props a text-like control (input, textarea, select) takes from its Formik field: id,
 * value, handlers and the ARIA state of its message and hint. */
export function useControlProps(name: string, { hint, look }: { hint: boolean; look: FieldLook }) {
  const [field, meta] = useField<string>(name);
  const invalid = errorShown(meta);
  return {
    id: fieldIds(name).id,
    "aria-invalid": invalid,
    "aria-describedby": describedBy(name, { error: invalid, hint }),
    ...field,
    onBlur: look.touchOnAnyBlur ? field.onBlur : changedFieldBlur(field, meta),
    value: field.value ?? "",
  };
}

/** A labelled control with its hint and its message under it. */
export function FieldFrame({
  name,
  label,
  hint,
  look,
  children,
}: {
  name: string;
  label: string;
  hint?: ReactNode;
  look: FieldLook;
  children: ReactNode;
}) {
  const { id, hintId } = fieldIds(name);
  return (
    <div>
      <label htmlFor={id} className={look.label}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={hintId} className={look.hint}>
          {hint}
        </p>
      )}
      <FieldError name={name} look={look} />
    </div>
  );
}
