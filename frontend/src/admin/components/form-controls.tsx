// The panel's fields: the site's one field library (components/form) in its compact look, and
// the form's action buttons.
import { COMPACT_LOOK } from "@/components/form/field-look";
import { FieldError as BaseFieldError } from "@/components/form/field-state";
import * as fields from "@/components/form/fields";
import { SubmitButton } from "@/components/form/form-actions";
import { buttonClass } from "@/components/ui/button";
import type { ComponentProps, ReactNode } from "react";

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

/** The panel's second button beside a primary one (Cancel, back to create mode). */
export const outlineButton = buttonClass({
  variant: "outline",
  size: "sm",
  weight: "medium",
  className: "justify-center disabled:opacity-60",
});

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
      <SubmitButton
        busy={isSubmitting}
        label={submitLabel}
        pendingLabel={pendingLabel}
        look={COMPACT_LOOK}
      />
      {onReset && resetLabel && (
        <button type="button" onClick={onReset} className={outlineButton}>
          {resetLabel}
        </button>
      )}
    </div>
  );
}

/** A dialog's buttons: Cancel, then its main action at the right: a submit button (`submit`)
 * or any other (`children`). */
export function DialogActions({
  onCancel,
  cancelDisabled = false,
  submit,
  children,
}: {
  onCancel: () => void;
  cancelDisabled?: boolean;
  submit?: ComponentProps<typeof SubmitButton>;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-3 pt-2">
      <button type="button" onClick={onCancel} disabled={cancelDisabled} className={outlineButton}>
        Cancel
      </button>
      {submit && <SubmitButton look={COMPACT_LOOK} {...submit} />}
      {children}
    </div>
  );
}
