// The tags in <head> that describe the page: the server writes them into each page's HTML
// (apps/pages/head.py, from the route table in apps/pages/routes.py), and after a navigation
// inside the app usePageHead() rewrites the same tags for the page now shown, so the title,
// description, canonical link and share tags always name the page on screen. The tags are
// updated in place (never added twice), and a page computes exactly what the server would:
// tests/e2e/test_visitor_details.py compares both on every public route. This module is loaded
// only after the visitor's first move inside the app (lib/page-head.ts): the first page's head
// is the server's.
import { getInitialData } from "@/lib/initial-data";

/** Each page's title and description as apps/pages/routes.py has them ("{name}" is the
 * owner's name; an empty title means the site's own: name and tagline). */
export const PAGE_HEADS = {
  home: {
    title: "",
    description:
      "{name}: a UK student's portfolio and journal of GCSE study, writing, travel and projects.",
  },
  blog: {
    title: "My Blogs",
    description: "Articles by {name} on learning, science, technology, travel and the world.",
  },
  "blog-post": { title: "Blog", description: "An article by {name}." },
  "blog-category": { title: "Blog", description: "Articles by {name} in one category." },
  "gcse-journey": {
    title: "My GCSE Journal",
    description: "{name}'s GCSE study journal: weekly notes and progress across six subjects.",
  },
  "gcse-journey-entry": {
    title: "My GCSE Journal",
    description: "A week of GCSE study notes by {name}.",
  },
  contact: {
    title: "Get In Touch",
    description:
      "Send {name} a message about study, collaboration or publications; replies usually come within 24-48 hours.",
  },
  achievements: {
    title: "Achievements & Certificates",
    description: "Awards, certificates and competitions {name} has taken part in.",
  },
  media: {
    title: "Media & Publications",
    description: "Articles, interviews and appearances by {name}.",
  },
  travel: {
    title: "Travel Journey",
    description: "Stories and photos from the places {name} has visited around the world.",
  },
  "travel-story": { title: "Travel Journey", description: "A travel story by {name}." },
  projects: {
    title: "Projects & Ventures",
    description: "Websites, ventures and projects {name} has built, with progress and impact.",
  },
  project: { title: "Projects & Ventures", description: "A project by {name}." },
  memes: { title: "All My Memes!", description: "A light-hearted meme gallery from {name}." },
  testimonials: {
    title: "Share Your Experience",
    description:
      "Teachers, coaches, mentors and classmates: share your experience of working with {name}. Every testimonial is reviewed before it is published.",
  },
  "privacy-policy": {
    title: "Privacy Policy",
    description:
      "How {name}'s portfolio collects, uses, protects and deletes information, following COPPA's rules on children's privacy.",
  },
  sitemap: {
    title: "Site Map",
    description: "Every page of {name}'s portfolio in one place, grouped into six categories.",
  },
  search: {
    title: "Search",
    description: "Search {name}'s blog, GCSE journal, travel stories and projects.",
  },
  "not-found": {
    title: "404 Page Not Found",
    description: "The page you are looking for does not exist.",
  },
} as const satisfies Record<string, { title: string; description: string }>;

export type PageKey = keyof typeof PAGE_HEADS;

export type PageHeadOptions = {
  /** The route's entry in PAGE_HEADS: its title and description unless given below. A
   * "not-found" page is never indexed. */
  page: PageKey;
  /** The page's own title (a post's title); the route's when null or empty. */
  title?: string | null;
  /** The page's own description (a post's excerpt); the route's when null or empty. */
  description?: string | null;
  /** The one address of a page reached by several (an id or a slug, an alias); the current
   * path otherwise. */
  canonicalPath?: string;
  /** The picture link previews show (a path on this site or an absolute address). */
  image?: string | null;
  type?: "website" | "article";
  keywords?: string | null;
  /** Ask search engines not to index the page (a search's results); a "not-found" page never
   * is. */
  noindex?: boolean;
  /** The RSS feed of what the page lists, advertised by <link rel="alternate">. */
  feed?: { title: string; path: string };
};

export type HeadTags = {
  title: string;
  description: string;
  canonical: string;
  type: string;
  image: string;
  /** The picture's width and height when known (the site's card); none for a row's own. */
  imageSize?: readonly [number, number];
  keywords: string;
  noindex: boolean;
  /** The page's RSS feed (an absolute address), when it has one. */
  feed?: { title: string; href: string };
};

/** The feed a page without one of its own advertises: the blog's (apps/pages/head.py's
 * SITE_FEED). */
export const SITE_FEED = { title: "My Blogs (RSS)", path: "/blog/feed.xml" } as const;
/** The site's card (apps/pages/share_card.py), every page's share picture but for a row's own. */
const CARD_SIZE = [1200, 630] as const;

/** Django's Truncator(text).chars(length): at most `length` characters, the last an ellipsis
 * when the text was longer (combining marks do not count). */
export function truncateChars(text: string, length = 160): string {
  const chars = Array.from(text.normalize("NFC"));
  let counted = 0;
  let end = -1;
  for (let index = 0; index < chars.length; index += 1) {
    if (/\p{Mn}/u.test(chars[index])) continue;
    counted += 1;
    if (end < 0 && counted > length - 1) end = index;
    if (counted > length) return `${chars.slice(0, Math.max(end, 0)).join("")}…`;
  }
  return chars.join("");
}

/** Text as one line: runs of white space become one space (Python's " ".join(s.split())). */
export function oneLine(text: string): string {
  return text.split(/\s+/).filter(Boolean).join(" ");
}

/** The first `limit` distinct non-blank words of the groups (ignoring case), comma-separated:
 * apps/pages/loaders/showcase.py's _keywords. */
export function keywordList(groups: readonly (readonly string[])[], limit = 12): string {
  const words: string[] = [];
  const seen = new Set<string>();
  for (const word of groups.flat().map((w) => w.trim())) {
    if (word && !seen.has(word.toLowerCase())) {
      seen.add(word.toLowerCase());
      words.push(word);
    }
  }
  return words.slice(0, limit).join(", ");
}

function siteUrl(): string {
  return (getInitialData().siteUrl || window.location.origin).replace(/\/+$/, "");
}

/** apps/pages/head.py's absolute_url: a path on the site as a full address. */
export function absoluteUrl(path: string, base: string = siteUrl()): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return path;
  return `${base}/${path.replace(/^\/+/, "")}`;
}

/** What apps/pages/head.py's head_build writes for this page. */
export function headTags(
  options: PageHeadOptions,
  profile: { name: string; tagline: string },
  pathname: string,
  base: string = siteUrl(),
  card: string = getInitialData().shareCard ?? "",
): HeadTags {
  const route = PAGE_HEADS[options.page];
  const picture = options.image || card;
  const feed = options.feed ?? SITE_FEED;
  const pageTitle = options.title || route.title;
  const canonicalPath = (options.canonicalPath ?? pathname).replace(/^\/+|\/+$/g, "");
  return {
    title: pageTitle ? `${pageTitle} | ${profile.name}` : `${profile.name} | ${profile.tagline}`,
    description: truncateChars(
      options.description || route.description.replaceAll("{name}", profile.name),
    ),
    canonical: absoluteUrl(canonicalPath, base),
    type: options.type ?? "website",
    image: picture ? absoluteUrl(picture, base) : "",
    ...(!options.image && picture && { imageSize: CARD_SIZE }),
    keywords: options.keywords ?? "",
    noindex: options.page === "not-found" || Boolean(options.noindex),
    feed: { title: feed.title, href: absoluteUrl(feed.path, base) },
  };
}

/** The element `selector` finds in <head>, made (as `tag` with `attributes`) when missing. */
function headElement(selector: string, tag: string, attributes: Record<string, string>) {
  let element = document.head.querySelector(selector);
  if (!element) {
    element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    document.head.append(element);
  }
  return element;
}

/** Set a <meta>'s content, or remove the tag when there is nothing to say. */
function setMeta(key: "name" | "property", name: string, content: string) {
  const selector = `meta[${key}="${name}"]`;
  if (!content) {
    document.head.querySelectorAll(selector).forEach((element) => element.remove());
    return;
  }
  headElement(selector, "meta", { [key]: name }).setAttribute("content", content);
}

export function applyHeadTags(tags: HeadTags): void {
  document.title = tags.title;
  headElement('link[rel="canonical"]', "link", { rel: "canonical" }).setAttribute(
    "href",
    tags.canonical,
  );
  setMeta("name", "description", tags.description);
  setMeta("name", "keywords", tags.keywords);
  setMeta("name", "robots", tags.noindex ? "noindex, nofollow" : "");
  setMeta("property", "og:type", tags.type);
  setMeta("property", "og:url", tags.canonical);
  setMeta("name", "twitter:card", tags.image ? "summary_large_image" : "summary");
  // A shared link's card says the same in Open Graph and in Twitter's tags.
  const card = { title: tags.title, description: tags.description, image: tags.image };
  for (const [field, value] of Object.entries(card)) {
    setMeta("property", `og:${field}`, value);
    setMeta("name", `twitter:${field}`, value);
  }
  // After og:image, as the server writes them; a row's picture leaves the card's size behind.
  const [width, height] = tags.image && tags.imageSize ? tags.imageSize : [0, 0];
  setMeta("property", "og:image:width", width ? String(width) : "");
  setMeta("property", "og:image:height", height ? String(height) : "");
  setFeed(tags.feed);
}

/** Advertise the page's RSS feed, or remove the link when it has none. */
function setFeed(feed: HeadTags["feed"]) {
  const selector = 'link[rel="alternate"][type="application/rss+xml"]';
  if (!feed) {
    document.head.querySelectorAll(selector).forEach((element) => element.remove());
    return;
  }
  const link = headElement(selector, "link", { rel: "alternate", type: "application/rss+xml" });
  link.setAttribute("title", feed.title);
  link.setAttribute("href", feed.href);
}
