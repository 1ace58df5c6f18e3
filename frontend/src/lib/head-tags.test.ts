import { afterEach, beforeEach, describe, expect, it } from "vitest";

import {
  absoluteUrl,
  applyHeadTags,
  headTags,
  keywordList,
  oneLine,
  truncateChars,
  type HeadTags,
} from "./head-tags";

const PROFILE = { name: "Ada Example", tagline: "Curious Mind." };
const SITE = "https://ada.example";

describe("truncateChars (Django's Truncator.chars)", () => {
  it("keeps text of at most 160 characters and cuts longer text to 159 and an ellipsis", () => {
    expect(truncateChars("Short.")).toBe("Short.");
    expect(truncateChars("a".repeat(160))).toBe("a".repeat(160));
    expect(truncateChars("a".repeat(161))).toBe(`${"a".repeat(159)}…`);
    expect(truncateChars("word ".repeat(100))).toBe(`${"word ".repeat(31)}word…`);
  });

  it("counts a letter and its accent as one, as Django does after NFC", () => {
    expect(truncateChars("e\u0301".repeat(170))).toBe(`${"é".repeat(159)}…`);
  });
});

describe("head helpers", () => {
  it("joins white space like Python's split and join", () => {
    expect(oneLine("  Week  notes\n\nover\tlines ")).toBe("Week notes over lines");
  });

  it("lists the first distinct keywords, ignoring case", () => {
    expect(
      keywordList([
        ["projects", "Ventures"],
        ["Website", " "],
        ["React", "react", "ventures"],
      ]),
    ).toBe("projects, Ventures, Website, React");
    expect(keywordList([Array.from({ length: 20 }, (_, i) => `w${i}`)]).split(", ")).toHaveLength(
      12,
    );
  });

  it("makes paths absolute on the site and leaves absolute addresses alone", () => {
    expect(absoluteUrl("/media/a.webp", SITE)).toBe("https://ada.example/media/a.webp");
    expect(absoluteUrl("", SITE)).toBe("https://ada.example/");
    expect(absoluteUrl("https://cdn.example.org/a.webp", SITE)).toBe(
      "https://cdn.example.org/a.webp",
    );
  });
});

describe("headTags (what apps/pages/head.py writes)", () => {
  it("names the site on the home page and the page elsewhere", () => {
    expect(headTags({ page: "home" }, PROFILE, "/", SITE)).toMatchObject({
      title: "Ada Example | Curious Mind.",
      description:
        "Ada Example: a UK student's portfolio and journal of GCSE study, writing, travel and projects.",
      canonical: "https://ada.example/",
      type: "website",
      image: "",
      noindex: false,
    });
    expect(headTags({ page: "blog" }, PROFILE, "/blog/", SITE)).toMatchObject({
      title: "My Blogs | Ada Example",
      canonical: "https://ada.example/blog",
    });
  });

  it("uses a row's own words, picture and slug address", () => {
    const tags = headTags(
      {
        page: "blog-post",
        title: "Why the Sky Is Blue",
        description: "x".repeat(200),
        image: "/media/sky.webp",
        type: "article",
        canonicalPath: "/blog/why-the-sky-is-blue",
      },
      PROFILE,
      "/blog/6f1c0e52-0000-4000-8000-000000000000",
      SITE,
    );

    expect(tags).toEqual({
      title: "Why the Sky Is Blue | Ada Example",
      description: `${"x".repeat(159)}…`,
      canonical: "https://ada.example/blog/why-the-sky-is-blue",
      type: "article",
      image: "https://ada.example/media/sky.webp",
      keywords: "",
      noindex: false,
      feed: { title: "My Blogs (RSS)", href: "https://ada.example/blog/feed.xml" },
    });
  });

  it("shares the site's card, with its size, on a page without a picture of its own", () => {
    const card = "https://ada.example/share-card.png?v=abc123";
    const tags = headTags({ page: "travel" }, PROFILE, "/travel", SITE, card);
    expect(tags).toMatchObject({ image: card, imageSize: [1200, 630] });
    // A row's own picture wins, and its size is not known here.
    const own = headTags(
      { page: "travel", image: "/media/a.webp" },
      PROFILE,
      "/travel",
      SITE,
      card,
    );
    expect(own.image).toBe("https://ada.example/media/a.webp");
    expect(own.imageSize).toBeUndefined();
  });

  it("advertises the blog's feed on a page without one of its own, as the server does", () => {
    expect(headTags({ page: "travel" }, PROFILE, "/travel", SITE).feed).toEqual({
      title: "My Blogs (RSS)",
      href: "https://ada.example/blog/feed.xml",
    });
  });

  it("falls back to the route's words while the row loads, and never indexes a missing page", () => {
    expect(
      headTags({ page: "blog-post", title: undefined }, PROFILE, "/blog/x", SITE),
    ).toMatchObject({ title: "Blog | Ada Example", description: "An article by Ada Example." });
    expect(
      headTags({ page: "not-found", title: "Post Not Found" }, PROFILE, "/blog/x", SITE),
    ).toMatchObject({
      title: "Post Not Found | Ada Example",
      description: "The page you are looking for does not exist.",
      noindex: true,
    });
  });
});

describe("applyHeadTags", () => {
  const SERVER_HEAD = `
    <title>Privacy Policy | Ada Example</title>
    <meta name="description" content="How we keep data.">
    <link rel="canonical" href="https://ada.example/privacy-policy">
    <meta name="robots" content="noindex, nofollow">
    <meta property="og:type" content="website">
    <meta property="og:title" content="Privacy Policy | Ada Example">
    <meta property="og:description" content="How we keep data.">
    <meta property="og:url" content="https://ada.example/privacy-policy">
    <meta name="twitter:card" content="summary">
    <meta name="twitter:title" content="Privacy Policy | Ada Example">
    <meta name="twitter:description" content="How we keep data.">`;

  beforeEach(() => {
    document.head.innerHTML = SERVER_HEAD;
  });
  afterEach(() => {
    document.head.innerHTML = "";
  });

  const post: HeadTags = {
    title: "Why the Sky Is Blue | Ada Example",
    description: "Rayleigh scattering.",
    canonical: "https://ada.example/blog/why-the-sky-is-blue",
    type: "article",
    image: "https://ada.example/media/sky.webp",
    keywords: "Science",
    noindex: false,
  };

  const one = (selector: string, attribute: string) => {
    const found = document.head.querySelectorAll(selector);
    expect(found, selector).toHaveLength(1);
    return found[0].getAttribute(attribute);
  };

  it("rewrites the server's tags in place: one of each, none left over", () => {
    applyHeadTags(post);

    expect(document.title).toBe(post.title);
    expect(one('link[rel="canonical"]', "href")).toBe(post.canonical);
    expect(one('meta[property="og:url"]', "content")).toBe(post.canonical);
    expect(one('meta[name="description"]', "content")).toBe(post.description);
    expect(one('meta[property="og:description"]', "content")).toBe(post.description);
    expect(one('meta[name="twitter:description"]', "content")).toBe(post.description);
    expect(one('meta[property="og:title"]', "content")).toBe(post.title);
    expect(one('meta[name="twitter:title"]', "content")).toBe(post.title);
    expect(one('meta[property="og:type"]', "content")).toBe("article");
    expect(one('meta[property="og:image"]', "content")).toBe(post.image);
    expect(one('meta[name="twitter:image"]', "content")).toBe(post.image);
    expect(one('meta[name="twitter:card"]', "content")).toBe("summary_large_image");
    expect(one('meta[name="keywords"]', "content")).toBe("Science");
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it("takes away the tags the next page does not have", () => {
    applyHeadTags(post);
    applyHeadTags({ ...post, image: "", keywords: "", noindex: true });

    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(document.head.querySelector('meta[name="twitter:image"]')).toBeNull();
    expect(document.head.querySelector('meta[name="keywords"]')).toBeNull();
    expect(one('meta[name="twitter:card"]', "content")).toBe("summary");
    expect(one('meta[name="robots"]', "content")).toBe("noindex, nofollow");
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });

  it("writes the card's size beside it, and takes it away beside a row's own picture", () => {
    const size = (name: string) => document.head.querySelector(`meta[property="og:image:${name}"]`);
    applyHeadTags({ ...post, imageSize: [1200, 630] });
    expect(one('meta[property="og:image:width"]', "content")).toBe("1200");
    expect(one('meta[property="og:image:height"]', "content")).toBe("630");

    applyHeadTags(post);
    expect(size("width")).toBeNull();
    expect(size("height")).toBeNull();
  });

  it("advertises a page's RSS feed once, and takes it away on a page without one", () => {
    const rss = 'link[rel="alternate"][type="application/rss+xml"]';
    const feed = {
      title: "Science — Blog (RSS)",
      href: "https://ada.example/blog/category/science/feed.xml",
    };
    applyHeadTags({ ...post, feed });
    applyHeadTags({ ...post, feed });
    expect(one(rss, "href")).toBe(feed.href);
    expect(one(rss, "title")).toBe(feed.title);

    applyHeadTags(post);
    expect(document.head.querySelector(rss)).toBeNull();
  });

  it("writes the feed's absolute address, as the server does", () => {
    const tags = headTags(
      { page: "blog", feed: { title: "My Blogs (RSS)", path: "/blog/feed.xml" } },
      { name: "Ada Example", tagline: "" },
      "/blog",
      "https://ada.example",
    );
    expect(tags.feed).toEqual({
      title: "My Blogs (RSS)",
      href: "https://ada.example/blog/feed.xml",
    });
  });
});
