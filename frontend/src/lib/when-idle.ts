// Work that can wait for the browser to have nothing better to do: the rest of a long list,
// a counted view. Where the browser cannot say when it is idle (Safari), a short timer.

export type Cancel = () => void;

/** Runs `callback` in the browser's next idle moment, or after `timeout` ms at the latest; the
 * function it answers cancels it. */
export function whenIdle(callback: () => void, timeout: number): Cancel {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 16);
  return () => window.clearTimeout(id);
}
