import { render, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";

import { replaceHeadTags, usePageHead } from "./page-head";

// As templates/index.html writes a page's head: tags of its own around the page's run.
const SERVER_HEAD = `<meta name="viewport" content="width=device-width">
  <!--page-head--><title>Privacy Policy | Ada</title>
  <meta name="description" content="How we keep data.">
  <meta name="keywords" content="privacy">
  <link rel="canonical" href="https://ada.example/privacy-policy">
  <script type="application/ld+json">{"@type":"Person"}</script>
  <!--/page-head-->
  <link rel="stylesheet" href="/static/main.css">`;

const POST_HEAD = `<title>Why the Sky Is Blue | Ada</title>
<meta name="description" content="Rayleigh scattering.">
<link rel="canonical" href="https://ada.example/blog/sky">
<meta property="og:type" content="article">
<script type="application/ld+json">{"@type":"BlogPosting"}</script>`;

describe("replaceHeadTags", () => {
  afterEach(() => {
    document.head.innerHTML = "";
  });

  it("puts the next page's tags in place of the last page's, one of each", () => {
    document.head.innerHTML = SERVER_HEAD;

    replaceHeadTags(POST_HEAD);
    replaceHeadTags(POST_HEAD);

    expect(document.title).toBe("Why the Sky Is Blue | Ada");
    expect(document.head.querySelectorAll("title")).toHaveLength(1);
    const canonical = document.head.querySelectorAll('link[rel="canonical"]');
    expect([...canonical].map((link) => link.getAttribute("href"))).toEqual([
      "https://ada.example/blog/sky",
    ]);
    expect(document.head.querySelector('meta[name="keywords"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:type"]')?.getAttribute("content")).toBe(
      "article",
    );
    const blocks = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect([...blocks].map((block) => block.textContent)).toEqual(['{"@type":"BlogPosting"}']);
  });

  it("leaves the tags outside the page's run as they are", () => {
    document.head.innerHTML = SERVER_HEAD;

    replaceHeadTags(POST_HEAD);

    expect(document.head.querySelector('meta[name="viewport"]')).not.toBeNull();
    expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull();
  });

  it("changes nothing in a head without the markers", () => {
    document.head.innerHTML = "<title>Admin</title>";

    replaceHeadTags(POST_HEAD);

    expect(document.title).toBe("Admin");
  });
});

describe("usePageHead", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function Shown() {
    usePageHead();
    return null;
  }

  it("asks the server for the head of a page reached inside the app (a 404 too), and puts it in place", async () => {
    document.head.innerHTML = SERVER_HEAD;
    const fetched = vi.fn((url: string) =>
      Promise.resolve(new Response(JSON.stringify({ head: POST_HEAD, url }), { status: 404 })),
    );
    vi.stubGlobal("fetch", fetched);

    render(
      <MemoryRouter initialEntries={["/blog/sky?from=home"]}>
        <Shown />
      </MemoryRouter>,
    );

    await waitFor(() => expect(document.title).toBe("Why the Sky Is Blue | Ada"));
    expect(fetched.mock.calls[0][0]).toBe("/page-head?path=%2Fblog%2Fsky%3Ffrom%3Dhome");
  });
});
