// Labelled Formik fields, the one library of both the public forms (contact, testimonial) and
// the owner's panel (which passes the compact look): each shows its message under it and points
// to it with aria-describedby. Only the pages with a form import this file, so Formik stays out
// of every other page's chunks.
import { useField, useFormikContext } from "formik";
import { ChevronDown } from "lucide-react";
import {
  useEffect,
  useRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

import { PUBLIC_LOOK, type FieldLook } from "./field-look";
import {
  changedFieldBlur,
  describedBy,
  errorShown,
  FieldError,
  FieldFrame,
  fieldIds,
  labelClass,
  useControlProps,
} from "./field-state";

type Common = { name: string; label: string; hint?: ReactNode; look?: FieldLook };

export type TextFieldProps = Common & InputHTMLAttributes<HTMLInputElement>;
export type TextAreaFieldProps = Common & TextareaHTMLAttributes<HTMLTextAreaElement>;
export type SelectFieldProps = Common &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: readonly { value: string; label: string }[];
    placeholder?: string;
  };

export function TextField({ name, label, hint, look = PUBLIC_LOOK, ...props }: TextFieldProps) {
  const control = useControlProps(name, { hint: Boolean(hint), look });
  return (
    <FieldFrame name={name} label={label} hint={hint} look={look}>
      <input type="text" className={look.input} {...control} {...props} />
    </FieldFrame>
  );
}

export function TextAreaField({
  name,
  label,
  hint,
  look = PUBLIC_LOOK,
  className = "min-h-20",
  ...props
}: TextAreaFieldProps) {
  const control = useControlProps(name, { hint: Boolean(hint), look });
  return (
    <FieldFrame name={name} label={label} hint={hint} look={look}>
      <textarea className={`${look.input} ${className}`} {...control} {...props} />
    </FieldFrame>
  );
}

export function SelectField({
  name,
  label,
  hint,
  look = PUBLIC_LOOK,
  options,
  placeholder,
  ...props
}: SelectFieldProps) {
  const control = useControlProps(name, { hint: Boolean(hint), look });
  const select = (
    <select
      className={look.chevron ? `${look.input} appearance-none pr-10` : look.input}
      {...control}
      {...props}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
  return (
    <FieldFrame name={name} label={label} hint={hint} look={look}>
      {look.chevron ? (
        <div className="relative">
          {select}
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 mt-0.75 size-5 -translate-y-1/2 text-slate-500"
          />
        </div>
      ) : (
        select
      )}
    </FieldFrame>
  );
}

/** One choice out of a few, as native radio buttons (arrow keys move between them). */
export function RadioGroupField({
  name,
  legend,
  options,
}: {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
}) {
  const [field, meta] = useField<string>(name);
  const { id } = fieldIds(name);
  const invalid = errorShown(meta);
  return (
    <fieldset
      id={id}
      aria-describedby={describedBy(name, { error: invalid })}
      aria-invalid={invalid}
      className="rounded-lg border border-slate-200 p-4 aria-[invalid=true]:border-red-600 dark:border-slate-800 dark:aria-[invalid=true]:border-red-400"
    >
      <legend className={`${labelClass} px-1`}>{legend}</legend>
      <div className="mt-1 space-y-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-3 rounded-md py-1 text-slate-800 dark:text-slate-200"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={field.value === option.value}
              onChange={field.onChange}
              onBlur={changedFieldBlur(field, meta)}
              className="size-5 shrink-0 accent-accent-700 dark:scheme-dark dark:accent-accent-300"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError name={name} />
    </fieldset>
  );
}

/** A boolean agreement; the label may hold a link. */
export function CheckboxField({ name, children }: { name: string; children: ReactNode }) {
  const [field, meta] = useField<boolean>(name);
  const { id } = fieldIds(name);
  const invalid = errorShown(meta);
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={invalid}
          aria-describedby={describedBy(name, { error: invalid })}
          name={field.name}
          checked={Boolean(field.value)}
          onChange={field.onChange}
          onBlur={changedFieldBlur(field, meta)}
          className="mt-1 size-5 shrink-0 accent-accent-700 dark:scheme-dark dark:accent-accent-300"
        />
        <label htmlFor={id} className="text-slate-800 dark:text-slate-200">
          {children}
        </label>
      </div>
      <div className="pl-8">
        <FieldError name={name} />
      </div>
    </div>
  );
}

/** The anti-spam trap: a field people never see or reach, that only bots fill in. */
export function HoneypotField() {
  const [field] = useField<string>("website");
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label htmlFor="field-website">Website</label>
      <input
        id="field-website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        {...field}
        value={field.value ?? ""}
      />
    </div>
  );
}

/** After a submit that failed validation, move focus to the first field with a message. */
export function FocusFirstError({ order }: { order: readonly string[] }) {
  const { submitCount, isValid, errors, isSubmitting } =
    useFormikContext<Record<string, unknown>>();
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValid) return;
    handled.current = submitCount;
    const first = order.find((name) => errors[name]);
    if (!first) return;
    const element = document.getElementById(fieldIds(first).id);
    const target =
      element instanceof HTMLFieldSetElement
        ? element.querySelector<HTMLElement>("input, button")
        : element;
    target?.focus();
  }, [submitCount, isSubmitting, isValid, errors, order]);
  return null;
}

/** An on/off switch bound to a boolean field (the owner's panel). */
export function SwitchField({
  name,
  label,
  look = PUBLIC_LOOK,
}: {
  name: string;
  label: string;
  look?: FieldLook;
}) {
  const [field, , helpers] = useField<boolean>(name);
  const { id } = fieldIds(name);
  return (
    <div className="flex items-center gap-3">
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={Boolean(field.value)}
        onClick={() => helpers.setValue(!field.value)}
        className={`relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors ${
          field.value ? "bg-green-600" : "bg-slate-300 dark:bg-slate-700"
        }`}
      >
        <span
          aria-hidden="true"
          className={`absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform ${
            field.value ? "translate-x-5" : ""
          }`}
        />
      </button>
      <label htmlFor={id} className={look.label}>
        {label}
      </label>
    </div>
  );
}
