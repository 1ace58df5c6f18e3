// When the server's first screen is on screen: the entry starts the app only then, so the app's
// code never shares a slow connection with the first screen's largest picture, and the largest
// paint never waits for it (Lighthouse counts every request that starts before the largest
// paint as part of it).

/** Longest the app waits (a slow or stalled picture must not keep the page's buttons and menus
 * asleep). */
export const FIRST_PAINT_WAIT_MS = 3000;

/** Longest the app waits, once the picture is on screen, for the browser to report its paint. */
export const PICTURE_PAINT_WAIT_MS = 500;

/** Longest the app waits for a paint of the whole first screen when the browser painted only
 * its beginning before the parser reached its end (and has reported nothing larger since). */
export const PARTIAL_PAINT_WAIT_MS = 1000;

// Chrome leaves out of the largest paint a picture with under 0.05 bits of file per pixel
// shown (a flat, low-detail image): it is never reported, so waiting for it only ran into the
// 3 s cap (/projects with a flat featured picture on a desktop, where it is larger than the
// text and the fallback below waited for it).
const LOW_ENTROPY_BITS_PER_PIXEL = 0.05;

type Options = {
  waitMs?: number;
  hidden?: () => boolean;
  /** When the parser reached the document's end (ms since the page's start). */
  parsedAt?: () => number;
};

/** When the parser reached the document's end: the navigation's `domInteractive`, or 0 where
 * the browser does not say. */
function documentParsedAt(): number {
  const [navigation] = (performance.getEntriesByType?.("navigation") ??
    []) as PerformanceNavigationTiming[];
  return navigation?.domInteractive ?? 0;
}

function nextFrames(count: number): Promise<void> {
  return new Promise((resolve) => {
    const step = (left: number) =>
      left === 0 ? setTimeout(resolve, 0) : requestAnimationFrame(() => step(left - 1));
    step(count);
  });
}

function lcpObserverSupported(): boolean {
  return (
    typeof PerformanceObserver !== "undefined" &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes("largest-contentful-paint")
  );
}

/** Resolves once `picture` has loaded and decoded, or failed. */
function pictureSettled(picture: HTMLImageElement): Promise<void> {
  return new Promise((resolve) => {
    const decode = () => void picture.decode().then(resolve, resolve);
    if (picture.complete) decode();
    else {
      picture.addEventListener("load", decode, { once: true });
      picture.addEventListener("error", () => resolve(), { once: true });
    }
  });
}

/**
 * Resolves when the first screen's largest paint has been shown: the browser has reported it
 * (a `largest-contentful-paint` entry, for the first screen's high-priority picture when it has
 * one), or, where the browser reports none, a frame after the picture is ready. A tab opened in
 * the background, which paints nothing, and a page without a server-drawn first screen do not
 * wait; nothing waits longer than `waitMs`.
 */
export function whenFirstScreenIsPainted(doc: Document, options: Options = {}): Promise<void> {
  const {
    waitMs = FIRST_PAINT_WAIT_MS,
    hidden = () => doc.visibilityState === "hidden",
    parsedAt = documentParsedAt,
  } = options;
  // A page the server drew no first screen for (the admin panel) has nothing to wait for: the
  // app draws all of it, so it starts at once.
  if (!doc.querySelector("#root [data-first-screen]")) return Promise.resolve();
  const picture = doc.querySelector<HTMLImageElement>(
    '#root [data-first-screen] img[fetchpriority="high"]',
  );
  return new Promise<void>((resolve) => {
    const observers: PerformanceObserver[] = [];
    let partialPaint: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      clearTimeout(cap);
      clearTimeout(partialPaint);
      for (const observer of observers) observer.disconnect();
      resolve();
    };
    const cap = setTimeout(done, waitMs);
    if (hidden()) {
      setTimeout(done, 0);
      return;
    }
    if (!lcpObserverSupported()) {
      void (picture ? pictureSettled(picture) : Promise.resolve())
        .then(() => nextFrames(1))
        .then(done);
      return;
    }
    let largest = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LcpEntry[]) {
        largest = Math.max(largest, entry.size);
        if (
          picture &&
          (entry.element === picture || (entry.url && entry.url === picture.currentSrc))
        )
          done();
        // Without a picture the largest paint is text. A paint after the parser reached the
        // document's end showed all of the first screen: it is the largest. The browser may
        // have painted the page before that (the reported paint is then the header's, and the
        // article's larger text follows once painted, which under load can be well after the
        // next frames): that paint is waited for, or, when the beginning already held the
        // largest text and nothing larger is ever reported, a bounded while.
        else if (!picture) {
          if (entry.startTime >= parsedAt()) done();
          else partialPaint ??= setTimeout(done, PARTIAL_PAINT_WAIT_MS);
        }
      }
    });
    observers.push(observer);
    observer.observe({ type: "largest-contentful-paint", buffered: true });
    // A picture that failed, one smaller on screen than the text already painted, and a flat
    // one are never reported: once it is ready, a frame later it has been painted if it ever
    // will be. Any other is waited for only briefly once it is ready.
    if (picture) {
      void pictureSettled(picture).then(() => {
        if (!picture.naturalWidth || visibleArea(picture) <= largest || lowEntropy(picture))
          void nextFrames(1).then(done);
        else setTimeout(done, PICTURE_PAINT_WAIT_MS);
      });
    }
  });
}

type LcpEntry = PerformanceEntry & { element?: Element | null; url?: string; size: number };

/** Whether the browser leaves `picture` out of the largest paint for carrying too little
 * detail: its file's bits per pixel shown (Chrome's rule). */
function lowEntropy(picture: HTMLImageElement): boolean {
  const address = picture.currentSrc || picture.src;
  const area = visibleArea(picture);
  if (!address || !area || typeof performance.getEntriesByName !== "function") return false;
  const [entry] = performance.getEntriesByName(address) as PerformanceResourceTiming[];
  if (!entry?.encodedBodySize) return false;
  return (entry.encodedBodySize * 8) / area < LOW_ENTROPY_BITS_PER_PIXEL;
}

function visibleArea(element: Element): number {
  const box = element.getBoundingClientRect();
  const width = Math.min(box.right, window.innerWidth) - Math.max(box.left, 0);
  const height = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0);
  return Math.max(0, width) * Math.max(0, height);
}
