// One titled group of the profile form's fields (a fieldset with its heading and introduction).
import type { ReactNode } from "react";

export function Section({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <legend className="sr-only">{title}</legend>
      <div aria-hidden="true">
        <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{intro}</p>
      </div>
      {children}
    </fieldset>
  );
}
