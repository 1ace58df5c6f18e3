import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router-dom";

const SETTLE_MS = 1500;
const USER_SCROLL_EVENTS = ["wheel", "touchstart", "keydown", "mousedown"] as const;

/** A new page starts at its top, or at its #anchor; going back keeps the browser's position. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (navigationType === "POP") return;
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
