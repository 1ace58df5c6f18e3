// Asking before the owner leaves work the server does not have yet: an editor registers a guard
// (useLeaveGuard) that says why leaving would lose something, or nothing. While any guard speaks:
// - closing or reloading the tab asks the browser's own question (beforeunload);
// - a click on a link to another page of the site (View Site) asks first;
// - the panel's tab bar asks first (confirmLeave()).
import { useEffect, useRef } from "react";

/** Why leaving now would lose something, or null. */
export type LeaveGuard = () => string | null;

const guards = new Set<LeaveGuard>();

/** What the first guard that speaks says, or null. */
export function leaveWarning(): string | null {
  for (const guard of guards) {
    const warning = guard();
    if (warning) return warning;
  }
  return null;
}

/** True when the owner may leave: nothing is at stake, or they said so. */
export function confirmLeave(
  ask: (message: string) => boolean = (m) => window.confirm(m),
): boolean {
  const warning = leaveWarning();
  return warning === null || ask(warning);
}

function onBeforeUnload(event: BeforeUnloadEvent): void {
  if (leaveWarning() === null) return;
  event.preventDefault();
  // Older browsers show the question only when returnValue is set.
  event.returnValue = "";
}

/** A click on a link that leaves this page for another of the site, in this tab. */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
  if (!link || (link.target && link.target !== "_self") || link.hasAttribute("download"))
    return null;
  const to = new URL(link.href, window.location.href);
  const here = window.location;
  if (to.origin !== here.origin) return null;
  return to.pathname === here.pathname && to.search === here.search ? null : link;
}

function onClick(event: MouseEvent): void {
  if (!leavingLink(event)) return;
  if (!confirmLeave()) {
    event.preventDefault();
    event.stopPropagation();
  }
}

export function registerLeaveGuard(guard: LeaveGuard): () => void {
  if (guards.size === 0) {
    window.addEventListener("beforeunload", onBeforeUnload);
    // Capturing on the window runs before the router's own handler on the link.
    window.addEventListener("click", onClick, true);
  }
  guards.add(guard);
  return () => {
    guards.delete(guard);
    if (guards.size === 0) {
      window.removeEventListener("beforeunload", onBeforeUnload);
      window.removeEventListener("click", onClick, true);
    }
  };
}

/** While mounted, leaving asks first whenever `warning()` says something. */
export function useLeaveGuard(warning: LeaveGuard): void {
  const current = useRef(warning);
  useEffect(() => {
    current.current = warning;
  });
  useEffect(() => registerLeaveGuard(() => current.current()), []);
}
