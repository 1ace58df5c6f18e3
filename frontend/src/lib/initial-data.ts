// The first data the server embeds in the page (<script id="initial-data" type="application/json">),
// so the first paint needs no API round trip.

export type SocialLinks = Partial<
  Record<"microblog" | "photos" | "professional" | "video", string>
>;

/** A further link of the footer's, after the four social buttons: its words and address. */
export type OtherLink = { label: string; url: string };

export type SiteProfile = {
  name: string;
  /** A short name for the header and greetings ("" uses the name). */
  displayName: string;
  tagline: string;
  /** The home page's large heading ("" uses the tagline). */
  headline: string;
  bio: string;
  email: string;
  location: string;
  /** A photo on this site ("" for none). */
  avatarUrl: string;
  socialLinks: SocialLinks;
  otherLinks: OtherLink[];
};

export type InitialData = {
  page: string;
  /** The site's public address (SITE_URL), which canonical links start with. */
  siteUrl: string;
  /** The site's share card (og:image of a page without a picture of its own). */
  shareCard?: string;
  profile: SiteProfile;
  /** API responses keyed by their path, exactly as the API would answer: SWR's fallback. */
  data: Record<string, unknown>;
  /** A paged list's next page (its Link header's address), by the key of its first page in
   * `data`; absent on the last page. */
  next?: Record<string, string>;
};

const FALLBACK: InitialData = {
  page: "home",
  siteUrl: "",
  profile: {
    name: "",
    displayName: "",
    tagline: "",
    headline: "",
    bio: "",
    email: "",
    location: "",
    avatarUrl: "",
    socialLinks: {},
    otherLinks: [],
  },
  data: {},
};

let cached: InitialData | undefined;

export function readInitialData(doc: Document = document): InitialData {
  const element = doc.getElementById("initial-data");
  if (!element?.textContent) return FALLBACK;
  try {
    return { ...FALLBACK, ...(JSON.parse(element.textContent) as Partial<InitialData>) };
  } catch {
    return FALLBACK;
  }
}

export function getInitialData(): InitialData {
  cached ??= readInitialData();
  return cached;
}

export function useSiteProfile(): SiteProfile {
  return getInitialData().profile;
}

const initialPath = typeof window === "undefined" ? "" : window.location.pathname;

/** True while showing the very page the server answered 404 for (a missing post, say), so
 * the screen can show its "not found" state without asking the API again. */
export function isServerNotFound(pathname: string): boolean {
  return getInitialData().page === "not-found" && pathname === initialPath;
}
