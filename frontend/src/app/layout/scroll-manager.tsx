import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router-dom";

const SETTLE_MS = 1500;
const USER_SCROLL_EVENTS = ["wheel", "touchstart", "keydown", "mousedown"] as const;

// The document's first location counts as a "POP" to the router, but the browser could not
// scroll to its #anchor: the first screen the server drew has none of the sections that load
// on demand. So the first page of a document (a fresh load, a reload) goes to its anchor too.
// (Once the visitor has moved, going back to that page keeps the browser's position.)
let moved = false;

/** A new page starts at its top, or at its #anchor; going back keeps the browser's position. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (navigationType !== "POP") moved = true;
    if (navigationType === "POP" && (moved || !hash)) return;
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    // The target may render late (a lazy route), and sections above it may grow as they load:
    // keep it in view while the page settles, until the visitor scrolls for themselves.
    const id = decodeURIComponent(hash.slice(1));
    const scroll = () => document.getElementById(id)?.scrollIntoView();
    scroll();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(scroll);
    observer?.observe(document.body);
    const stop = () => {
      observer?.disconnect();
      for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
    };
    for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
    const timer = window.setTimeout(stop, SETTLE_MS);
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, [pathname, hash, navigationType]);

  return null;
}
