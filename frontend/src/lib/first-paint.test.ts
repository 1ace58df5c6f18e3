import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  FIRST_PAINT_WAIT_MS,
  PARTIAL_PAINT_WAIT_MS,
  PICTURE_PAINT_WAIT_MS,
  whenFirstScreenIsPainted,
} from "./first-paint";

type Entry = { element?: Element | null; url?: string; size: number; startTime?: number };

/** A stand-in for the browser's PerformanceObserver: `paint()` reports a largest paint. */
class FakeObserver {
  static supportedEntryTypes = ["largest-contentful-paint"];
  static current: FakeObserver | undefined;
  constructor(private callback: (list: { getEntries: () => Entry[] }) => void) {
    FakeObserver.current = this;
  }
  observe() {}
  disconnect() {
    FakeObserver.current = undefined;
  }
  static paint(entry: Entry) {
    FakeObserver.current?.callback({ getEntries: () => [{ startTime: PARSED_AT, ...entry }] });
  }
}

function firstScreen(inner: string): Document {
  const doc = document.implementation.createHTMLDocument("page");
  doc.body.innerHTML = `<div id="root"><div data-first-screen>${inner}</div></div>`;
  return doc;
}

/** A high-priority picture that has not loaded yet; `load()` loads and decodes it. */
function pendingPicture(doc: Document, { width = 400, height = 225, naturalWidth = 960 } = {}) {
  const img = doc.querySelector("img")!;
  Object.defineProperty(img, "complete", { value: false });
  Object.defineProperty(img, "naturalWidth", { value: naturalWidth });
  img.getBoundingClientRect = () =>
    ({ left: 0, top: 100, right: width, bottom: 100 + height }) as DOMRect;
  img.decode = () => Promise.resolve();
  return { img, load: () => img.dispatchEvent(new Event("load")) };
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

// When the parser reached the end of the page; a paint reported at this time or later showed
// all of the first screen.
const PARSED_AT = 120;
const visible = { hidden: () => false, parsedAt: () => PARSED_AT };

describe("whenFirstScreenIsPainted", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("PerformanceObserver", FakeObserver);
    vi.stubGlobal("requestAnimationFrame", (callback: () => void) => setTimeout(callback, 16));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("waits until the browser reports the first screen's largest paint", async () => {
    const shown = whenFirstScreenIsPainted(firstScreen("<h1>Hello</h1>"), visible);
    await vi.advanceTimersByTimeAsync(500);
    expect(await settled(shown)).toBe(false);
    FakeObserver.paint({ element: null, size: 5000, startTime: PARSED_AT + 30 });
    expect(await settled(shown)).toBe(true);
  });

  it("waits past a paint of the page's beginning for the paint of all of it", async () => {
    const shown = whenFirstScreenIsPainted(firstScreen("<h1>Hello</h1>"), visible);
    // The header, painted before the parser reached the article (CI under load: the article's
    // larger heading was painted 200 ms later, after the app's code had been asked for).
    FakeObserver.paint({ element: null, size: 900, startTime: PARSED_AT - 40 });
    await vi.advanceTimersByTimeAsync(PARTIAL_PAINT_WAIT_MS - 100);
    expect(await settled(shown)).toBe(false);
    FakeObserver.paint({ element: null, size: 30000, startTime: PARSED_AT + 200 });
    expect(await settled(shown)).toBe(true);
  });

  it("waits only a bounded while when the page's beginning held its largest text", async () => {
    const shown = whenFirstScreenIsPainted(firstScreen("<h1>Hello</h1>"), visible);
    FakeObserver.paint({ element: null, size: 30000, startTime: PARSED_AT - 40 });
    await vi.advanceTimersByTimeAsync(PARTIAL_PAINT_WAIT_MS - 10);
    expect(await settled(shown)).toBe(false);
    await vi.advanceTimersByTimeAsync(10);
    expect(await settled(shown)).toBe(true);
  });

  it("waits for the picture's own paint, not the text painted before it", async () => {
    const doc = firstScreen('<h1>Hi</h1><img src="/a-960w.webp" fetchpriority="high">');
    const { img, load } = pendingPicture(doc);
    const shown = whenFirstScreenIsPainted(doc, visible);
    FakeObserver.paint({ element: doc.querySelector("h1"), size: 5000 });
    load();
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(shown)).toBe(false);
    FakeObserver.paint({ element: img, size: 90000 });
    expect(await settled(shown)).toBe(true);
  });

  it("does not wait for a picture smaller on screen than the text, nor for one that failed", async () => {
    const small = firstScreen('<p>Long text</p><img src="/a.webp" fetchpriority="high">');
    const picture = pendingPicture(small, { width: 40, height: 40 });
    const smallShown = whenFirstScreenIsPainted(small, visible);
    FakeObserver.paint({ element: small.querySelector("p"), size: 30000 });
    picture.load();
    await vi.advanceTimersByTimeAsync(40);
    expect(await settled(smallShown)).toBe(true);

    const broken = firstScreen('<img src="/gone.webp" fetchpriority="high">');
    const img = pendingPicture(broken, { naturalWidth: 0 }).img;
    const brokenShown = whenFirstScreenIsPainted(broken, visible);
    img.dispatchEvent(new Event("error"));
    await vi.advanceTimersByTimeAsync(40);
    expect(await settled(brokenShown)).toBe(true);
  });

  it("does not wait for a flat picture, which the browser never reports as the largest paint", async () => {
    // Chrome leaves out a picture of under 0.05 bits of file per pixel shown: 2 KB over a
    // 1200 x 675 box is 0.02.
    const doc = firstScreen('<h1>Hi</h1><img src="/flat-1200w.webp" fetchpriority="high">');
    const { img, load } = pendingPicture(doc, { width: 1200, height: 675 });
    Object.defineProperty(img, "currentSrc", { value: "http://site.test/flat-1200w.webp" });
    vi.stubGlobal("performance", {
      now: () => 0,
      getEntriesByName: (name: string) =>
        name === img.currentSrc ? [{ name, encodedBodySize: 2048 }] : [],
    });
    const shown = whenFirstScreenIsPainted(doc, visible);
    FakeObserver.paint({ element: doc.querySelector("h1"), size: 5000 });
    load();
    await vi.advanceTimersByTimeAsync(40);
    expect(await settled(shown)).toBe(true);
  });

  it("waits for an unreported picture's paint only briefly once it has loaded", async () => {
    const doc = firstScreen('<h1>Hi</h1><img src="/a-960w.webp" fetchpriority="high">');
    const { load } = pendingPicture(doc);
    const shown = whenFirstScreenIsPainted(doc, visible);
    FakeObserver.paint({ element: doc.querySelector("h1"), size: 5000 });
    load();
    await vi.advanceTimersByTimeAsync(PICTURE_PAINT_WAIT_MS + 40);
    expect(await settled(shown)).toBe(true);
  });

  it("waits a frame after the picture where the browser reports no largest paint", async () => {
    vi.stubGlobal("PerformanceObserver", undefined);
    const doc = firstScreen('<img src="/a.webp" fetchpriority="high">');
    const { load } = pendingPicture(doc);
    const shown = whenFirstScreenIsPainted(doc, visible);
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(shown)).toBe(false);
    load();
    await vi.advanceTimersByTimeAsync(20);
    expect(await settled(shown)).toBe(true);
  });

  it("starts at once in a tab opened in the background, which paints nothing", async () => {
    const shown = whenFirstScreenIsPainted(firstScreen("<h1>Hi</h1>"), { hidden: () => true });
    expect(await settled(shown)).toBe(true);
  });

  it("starts at once on a page the server drew no first screen for (the admin panel)", async () => {
    const doc = document.implementation.createHTMLDocument("admin");
    doc.body.innerHTML = '<div id="root"></div>';
    const shown = whenFirstScreenIsPainted(doc, visible);
    expect(await settled(shown)).toBe(true);
  });

  it("never waits longer than the bounded wait", async () => {
    const shown = whenFirstScreenIsPainted(firstScreen("<h1>Hi</h1>"), visible);
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MS - 1);
    expect(await settled(shown)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(shown)).toBe(true);
  });
});
