// Keeps the tags in <head> that describe the page (title, description, canonical link, share
// tags) in step with the page on screen. The server writes them into each page's HTML
// (apps/pages/head.py); the first page of a document keeps what the server wrote, and only after
// the visitor's first move inside the app does the table of every page's head
// (lib/head-tags.ts) download, so the first load carries none of it.
import { useEffect } from "react";
import { useLocation } from "react-router-dom";

import type { PageHeadOptions } from "@/lib/head-tags";
import { useSiteProfile } from "@/lib/initial-data";

export type { PageHeadOptions, PageKey } from "@/lib/head-tags";

const firstAddress = window.location.pathname + window.location.search;
let moved = false;

/** Keep the page's head tags in step with the page on screen (the server wrote them for the
 * first page; this rewrites them after each navigation inside the app). */
export function usePageHead(options: PageHeadOptions): void {
  const profile = useSiteProfile();
  const { pathname, search } = useLocation();
  const { name, tagline } = profile;
  const wanted = JSON.stringify(options);
  useEffect(() => {
    if (!moved && pathname + search === firstAddress) return;
    moved = true;
    let current = true;
    void import("@/lib/head-tags").then(({ applyHeadTags, headTags }) => {
      if (current) applyHeadTags(headTags(JSON.parse(wanted), { name, tagline }, pathname));
    });
    return () => {
      current = false;
    };
  }, [wanted, name, tagline, pathname, search]);
}
