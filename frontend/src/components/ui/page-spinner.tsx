/** The placeholder shown while a page's chunk loads on an in-app navigation: a full screen
 * tall, so the footer never shows above the fold and then jumps away. */
export function PageSpinner() {
  return (
    <div className="flex min-h-screen items-center justify-center" role="status">
      <span className="size-8 animate-spin rounded-full border-4 border-slate-200 border-t-accent-600 dark:border-slate-700 dark:border-t-accent-300" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
