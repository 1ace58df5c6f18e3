// The panel's fields: the site's one field library (components/form) in its compact look, and
// the form's action buttons.
import { COMPACT_LOOK } from "@/components/form/field-look";
import { FieldError as BaseFieldError } from "@/components/form/field-state";
import * as fields from "@/components/form/fields";

export const inputClass = COMPACT_LOOK.input;
export const labelClass = COMPACT_LOOK.label;

export function FieldError({ id, name }: { id?: string; name: string }) {
  return <BaseFieldError id={id} name={name} look={COMPACT_LOOK} />;
}

export function TextField(props: fields.TextFieldProps) {
  return <fields.TextField look={COMPACT_LOOK} {...props} />;
}

export function TextAreaField(props: fields.TextAreaFieldProps) {
  return <fields.TextAreaField look={COMPACT_LOOK} {...props} />;
}

export function SelectField(props: fields.SelectFieldProps) {
  return <fields.SelectField look={COMPACT_LOOK} {...props} />;
}

export function SwitchField({ name, label }: { name: string; label: string }) {
  return <fields.SwitchField name={name} label={label} look={COMPACT_LOOK} />;
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
