import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router-dom";

/** A new page starts at its top, or at its #anchor; going back keeps the browser's position. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (navigationType === "POP") return;
    if (hash) {
      // The target may be rendered a moment later (a lazy route or section).
      const scroll = () =>
        document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      scroll();
      const timer = window.setTimeout(scroll, 150);
      return () => window.clearTimeout(timer);
    }
    window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);

  return null;
}
