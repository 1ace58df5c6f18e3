import { Suspense, useEffect, useRef, useState } from "react";
import { Outlet, useLocation } from "react-router-dom";

import { useNearView } from "@/components/ui/lazy-section";
import { PageSpinner } from "@/components/ui/page-spinner";
import { lazyComponent } from "@/lib/lazy-route";
import { markFirstPageShown } from "@/lib/staged-list";
import { useViewCount } from "@/lib/view-count";

import { ScrollManager } from "./scroll-manager";
import { SiteHeader } from "./site-header";

/** The footer's content, in a chunk of its own: no visitor waits for it on the first screen. */
export const FooterContent = lazyComponent(
  () => import(/* webpackChunkName: "site-footer" */ "./site-footer"),
);

/**
 * The footer landmark, always there; its content loads when the visitor comes near it, or at
 * their first key press (a keyboard user reaches it by Tab however far the page runs). A page
 * whose first screen the server drew with its footer has the chunk before React's first
 * render (start.tsx), so the footer never blinks out. Offline, a chunk that cannot come leaves
 * the landmark empty (never the page in the error screen) until a key press tries again.
 */
function SiteFooterSlot() {
  const ref = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(FooterContent.loaded);
  const [tries, setTries] = useState(0);
  const [near, reached] = useNearView(ref, { initially: ready });
  useEffect(() => {
    if (ready) return;
    const retry = () => {
      reached();
      setTries((count) => count + 1);
    };
    window.addEventListener("keydown", retry, { once: true });
    return () => window.removeEventListener("keydown", retry);
  }, [ready, reached, tries]);
  useEffect(() => {
    if (!near || ready) return;
    FooterContent.preload().then(
      () => setReady(true),
      () => undefined, // offline: the next key press tries again
    );
  }, [near, ready, tries]);
  return (
    <footer ref={ref} className="bg-slate-900 text-slate-300 dark:bg-slate-900/60">
      {ready && <FooterContent />}
    </footer>
  );
}

export function SiteLayout() {
  // From here on, pages are reached inside the app and draw their lists whole.
  useEffect(markFirstPageShown, []);
  // Each page a visitor opens is counted (a daily total, no tracking: lib/view-count.ts).
  useViewCount(useLocation().pathname);
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollManager />
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1 pt-16">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooterSlot />
    </div>
  );
}
