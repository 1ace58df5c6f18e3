// What ends a form: the submit button, which says while the form is being sent, and the box
// that says why a submit failed when no single field is to blame.
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { PUBLIC_LOOK, type FieldLook } from "./field-look";

export function SubmitButton({
  busy,
  label,
  pendingLabel,
  icon: Icon,
  look = PUBLIC_LOOK,
  className,
}: {
  busy: boolean;
  label: string;
  pendingLabel: string;
  icon?: LucideIcon;
  look?: FieldLook;
  /** Placement only (width, margins). */
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      className={className ? `${look.submit} ${className}` : look.submit}
    >
      {Icon && <Icon aria-hidden="true" className="size-4" />}
      {busy ? pendingLabel : label}
    </button>
  );
}

/** Why the last submit failed, announced as it appears. */
export function FormProblem({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {children}
    </p>
  );
}
