// The two looks of the one field library: the visitor's forms (roomy, a message only once a
// field was changed and left) and the owner's panel (compact, a message as soon as a field is
// left, as an editor expects while filling in a long form).

import { buttonClass } from "@/components/ui/button";

export type FieldLook = {
  input: string;
  label: string;
  hint: string;
  error: string;
  /** Whether the select draws its own chevron (the public look) or keeps the browser's. */
  chevron: boolean;
  /** Whether leaving a field untouched by the visitor marks it touched (and shows its message). */
  touchOnAnyBlur: boolean;
  /** The submit button (a primary button that says it is busy). */
  submit: string;
};

export const PUBLIC_LOOK: FieldLook = {
  input:
    "mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-accent-600 focus:outline-2 focus:outline-offset-0 focus:outline-accent-600 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:scheme-dark dark:placeholder:text-slate-400 dark:focus:border-accent-300 dark:focus:outline-accent-300 dark:aria-[invalid=true]:border-red-400",
  label: "block text-sm font-semibold text-slate-800 dark:text-slate-200",
  hint: "mt-1.5 text-sm text-slate-600 dark:text-slate-400",
  error: "mt-1.5 text-sm font-medium text-red-700 dark:text-red-400",
  chevron: true,
  touchOnAnyBlur: false,
  submit: buttonClass({
    size: "lg",
    className: "justify-center shadow-sm disabled:cursor-wait disabled:opacity-70",
  }),
};

export const COMPACT_LOOK: FieldLook = {
  input:
    "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-accent-600 focus:outline-2 focus:outline-accent-600 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100",
  label: "block text-sm font-medium text-slate-800 dark:text-slate-200",
  hint: "mt-1 text-xs text-slate-500 dark:text-slate-400",
  error: "mt-1 text-sm text-red-700 dark:text-red-400",
  chevron: false,
  touchOnAnyBlur: true,
  submit: buttonClass({ size: "sm", className: "justify-center disabled:opacity-70" }),
};
