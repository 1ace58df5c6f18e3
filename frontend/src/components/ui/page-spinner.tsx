/** The placeholder shown while a route's chunk loads: the page's height, no layout jump. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center" role="status">
      <span className="size-8 animate-spin rounded-full border-4 border-slate-200 border-t-accent-600 dark:border-slate-700 dark:border-t-accent-300" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
