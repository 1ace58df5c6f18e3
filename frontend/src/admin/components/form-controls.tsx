// Form building blocks every admin editor shares: labelled Formik fields with their error
// under them, a switch, and the form's action buttons.
import { ErrorMessage, useField } from "formik";
import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from "react";

export const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-accent-600 focus:outline-2 focus:outline-accent-600 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100";

export const labelClass = "block text-sm font-medium text-slate-800 dark:text-slate-200";

/** A field's validation message under it, announced to screen readers. */
export function FieldError({ id, name }: { id: string; name: string }) {
  return (
    <ErrorMessage name={name}>
      {(message) => (
        <p id={id} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {message}
        </p>
      )}
    </ErrorMessage>
  );
}

type Common = { name: string; label: string; hint?: ReactNode };

function useFieldIds(name: string) {
  const id = `field-${name}`;
  return { id, errorId: `${id}-error`, hintId: `${id}-hint` };
}

export function TextField({
  name,
  label,
  hint,
  ...props
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  const [field, meta] = useField(name);
  const { id, errorId, hintId } = useFieldIds(name);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        className={inputClass}
        aria-invalid={Boolean(meta.touched && meta.error)}
        aria-describedby={`${errorId}${hint ? ` ${hintId}` : ""}`}
        {...field}
        value={field.value ?? ""}
        {...props}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      <FieldError id={errorId} name={name} />
    </div>
  );
}

export function TextAreaField({
  name,
  label,
  hint,
  ...props
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const [field, meta] = useField(name);
  const { id, errorId, hintId } = useFieldIds(name);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        id={id}
        className={`${inputClass} min-h-20`}
        aria-invalid={Boolean(meta.touched && meta.error)}
        aria-describedby={`${errorId}${hint ? ` ${hintId}` : ""}`}
        {...field}
        value={field.value ?? ""}
        {...props}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      <FieldError id={errorId} name={name} />
    </div>
  );
}

export function SelectField({
  name,
  label,
  options,
  ...props
}: Common &
  SelectHTMLAttributes<HTMLSelectElement> & { options: { value: string; label: string }[] }) {
  const [field, meta] = useField(name);
  const { id, errorId } = useFieldIds(name);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        className={inputClass}
        aria-invalid={Boolean(meta.touched && meta.error)}
        aria-describedby={errorId}
        {...field}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} name={name} />
    </div>
  );
}

/** An on/off switch bound to a boolean Formik field. */
export function SwitchField({ name, label }: { name: string; label: string }) {
  const [field, , helpers] = useField<boolean>(name);
  const id = `field-${name}`;
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
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
    </div>
  );
}

/** Submit (with its pending text) and the button that returns the form to create mode. */
export function FormActions({
  submitLabel,
  pendingLabel = "Saving...",
  isSubmitting,
  onReset,
  resetLabel,
}: {
  submitLabel: string;
  pendingLabel?: string;
  isSubmitting: boolean;
  onReset?: () => void;
  resetLabel?: string;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <button
        type="submit"
        disabled={isSubmitting}
        className="rounded-lg bg-accent-700 px-4 py-2 font-semibold text-white hover:bg-accent-800 disabled:opacity-70"
      >
        {isSubmitting ? pendingLabel : submitLabel}
      </button>
      {onReset && resetLabel && (
        <button
          type="button"
          onClick={onReset}
          className="rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          {resetLabel}
        </button>
      )}
    </div>
  );
}
