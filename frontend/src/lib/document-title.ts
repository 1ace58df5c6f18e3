import { useEffect } from "react";

import { useSiteProfile } from "@/lib/initial-data";

/** Keep the tab title in step with client-side navigation (the server sets it on first load).
 * The owner's pages use this; public pages use usePageHead (lib/page-head.ts), which keeps the
 * description, canonical link and share tags in step as well. */
export function useDocumentTitle(title: string | null): void {
  const profile = useSiteProfile();
  useEffect(() => {
    document.title = title ? `${title} | ${profile.name}` : `${profile.name} | ${profile.tagline}`;
  }, [title, profile.name, profile.tagline]);
}
