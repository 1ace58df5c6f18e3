import { startTransition, useEffect, useState } from "react";

import { whenIdle } from "./when-idle";

// A long list on the page the visitor opened: the app's first commit, which replaces the
// server's first screen, draws only the list's top; the rest follows a few items at a time,
// each in an idle moment, so no single task lays out fifty cards (a long task on a phone that
// delays the first tap). Pages reached inside the app draw their lists whole at once (the
// browser's back button then finds the scroll position it saved).

let firstPageShown = false;

/** Called once the app has drawn its first page (apps/pages' first screen is gone). */
export function markFirstPageShown(): void {
  firstPageShown = true;
}

/** For tests: behave as on a fresh page load again. */
export function resetFirstPageShown(): void {
  firstPageShown = false;
}

/**
 * `items`, or only their first `step` while the page is the one the visitor opened; the rest
 * are added `step` at a time in idle moments, each as a transition.
 */
export function useStagedList<T>(items: readonly T[], step: number): readonly T[] {
  const [limit, setLimit] = useState(() => (firstPageShown ? Infinity : step));
  const total = items.length;

  useEffect(() => {
    if (limit >= total) return;
    return whenIdle(() => startTransition(() => setLimit((shown) => shown + step)), 500);
  }, [limit, total, step]);

  return limit >= total ? items : items.slice(0, limit);
}
