import { useField } from "formik";
import { Check, ShieldCheck } from "lucide-react";

import { describedBy, errorShown, FieldError, fieldIds } from "@/components/form/field-state";

/** The specification's human-verification toggle: a button that flips between unverified and
 * verified. It is not a real challenge; the hidden honeypot and the server's rate limit do the
 * real spam work. */
export function HumanVerification({ name = "humanVerified" }: { name?: string }) {
  const [field, meta, helpers] = useField<boolean>(name);
  const { id } = fieldIds(name);
  const verified = Boolean(field.value);
  const invalid = errorShown(meta);
  return (
    <div>
      <div
        className={`flex flex-wrap items-center justify-between gap-4 rounded-lg border p-4 ${
          invalid
            ? "border-red-600 dark:border-red-400"
            : "border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900"
        }`}
      >
        <div className="flex items-center gap-3">
          <ShieldCheck
            aria-hidden="true"
            className={`size-6 shrink-0 ${verified ? "text-green-700 dark:text-green-400" : "text-slate-500"}`}
          />
          <div>
            <p className="font-semibold text-slate-900 dark:text-white">Human verification</p>
            <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
              {verified ? "Verified: thank you!" : "Not verified yet"}
            </p>
          </div>
        </div>
        <button
          id={id}
          type="button"
          aria-pressed={verified}
          aria-describedby={describedBy(name, { error: invalid })}
          onClick={() => {
            void helpers.setTouched(true, false);
            void helpers.setValue(!verified);
          }}
          className={`inline-flex items-center gap-2 rounded-lg border-2 px-4 py-2 font-semibold transition-colors ${
            verified
              ? "border-green-700 bg-green-700 text-white hover:bg-green-800 dark:border-green-500 dark:bg-green-700 dark:hover:bg-green-800"
              : "border-slate-400 bg-white text-slate-800 hover:border-accent-600 hover:text-accent-700 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:hover:border-accent-300 dark:hover:text-accent-300"
          }`}
        >
          <span
            aria-hidden="true"
            className={`flex size-5 items-center justify-center rounded border-2 ${
              verified ? "border-white bg-white text-green-700" : "border-current"
            }`}
          >
            {verified && <Check className="size-4" strokeWidth={3} />}
          </span>
          I&apos;m not a robot
        </button>
      </div>
      <FieldError name={name} />
    </div>
  );
}
