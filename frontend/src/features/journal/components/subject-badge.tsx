// A colour for each of the specification's subjects (any other subject has the default);
// each text/background pair meets WCAG AA in light and dark mode.
const STYLES: Record<string, string> = {
  maths: "bg-blue-100 text-blue-800 dark:bg-blue-900/50 dark:text-blue-200",
  physics: "bg-violet-100 text-violet-800 dark:bg-violet-900/50 dark:text-violet-200",
  chemistry: "bg-cyan-100 text-cyan-800 dark:bg-cyan-900/50 dark:text-cyan-200",
  biology: "bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200",
  english: "bg-rose-100 text-rose-800 dark:bg-rose-900/50 dark:text-rose-200",
  economics: "bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-200",
};
const DEFAULT_STYLE = "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200";

/** An entry's subject: `subject` its key (the colour), `name` as a visitor reads it. */
export function SubjectBadge({ subject, name }: { subject: string; name: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-3 py-1 text-xs font-semibold ${
        STYLES[subject] ?? DEFAULT_STYLE
      }`}
    >
      {name}
    </span>
  );
}
