/** The entry's free-text week label ("Week 12"), quieter than the subject's colour. */
export function WeekBadge({ week }: { week: string }) {
  return (
    <span className="rounded-full border border-slate-300 px-3 py-0.5 text-xs font-semibold text-slate-700 dark:border-slate-600 dark:text-slate-300">
      {week}
    </span>
  );
}
