import { ErrorMessage } from "formik";

export const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-accent-600 focus:outline-2 focus:outline-accent-600 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100";

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
