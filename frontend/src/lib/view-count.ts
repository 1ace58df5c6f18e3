// Counting views without tracking (apps/visits): a page tells the server it was opened, once the
// browser is idle after drawing it, and a gallery photo that it was opened in the viewer. The
// beacon is POST /api/views with the page's path (or the photo's id) and nothing else, through
// lib/api-beacon.ts (a few lines, not the whole API client). The server decides what counts (not bots, not the owner, not a browser asking not to be tracked).
import { useEffect } from "react";

import { apiBeacon } from "./api-beacon";
import { whenIdle } from "./when-idle";

export const VIEWS_PATH = "/api/views";
/** Longest a view waits for the browser to be idle. */
const IDLE_TIMEOUT_MS = 4000;

type ViewBeacon = { path: string } | { photo: string };

/** Whether a view of `pathname` is reported at all: never the owner's admin panel. */
export function isCountedPage(pathname: string): boolean {
  return !/^\/admin(\/|$)/.test(pathname);
}

function send(beacon: ViewBeacon): void {
  apiBeacon(VIEWS_PATH, beacon);
}

/** Reports a view of the page at `pathname` once the browser is idle after drawing it, and
 * again at each client-side navigation to another page. A page left before that is not
 * counted (nor is a render React repeats, as StrictMode does). */
export function useViewCount(pathname: string): void {
  useEffect(() => {
    if (!isCountedPage(pathname)) return;
    return whenIdle(() => send({ path: pathname }), IDLE_TIMEOUT_MS);
  }, [pathname]);
}

/** Reports that a gallery photo was opened in the viewer. */
export function countPhotoView(id: string): void {
  send({ photo: id });
}
