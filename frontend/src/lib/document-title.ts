import { useEffect } from "react";

import { useSiteProfile } from "@/lib/initial-data";

/** Keep the tab title in step with client-side navigation (the server sets it on first load).
 * The owner's pages use this (and the owner's preview of a draft); a public page's head is the
 * server's, which lib/page-head.ts puts in place after each navigation. */
export function useDocumentTitle(title: string | null): void {
  const profile = useSiteProfile();
  useEffect(() => {
    document.title = title ? `${title} | ${profile.name}` : `${profile.name} | ${profile.tagline}`;
  }, [title, profile.name, profile.tagline]);
}
