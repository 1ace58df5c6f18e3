import { Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router-dom";

import { PageSpinner } from "@/components/ui/page-spinner";
import { markFirstPageShown } from "@/lib/staged-list";
import { useViewCount } from "@/lib/view-count";

import { ScrollManager } from "./scroll-manager";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

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
      <SiteFooter />
    </div>
  );
}
