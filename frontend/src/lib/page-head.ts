// The tags in <head> that describe the page (title, description, canonical link, share tags,
// JSON-LD) are the server's alone: apps/pages/head.py computes them and pages/head.html writes
// them into each page's HTML between <!--page-head--> and <!--/page-head-->. The first page of a
// document keeps them; after a move inside the app, usePageHead() asks /page-head for the new
// page's run of tags (the same template, the same head_build) and puts it in place of the old
// one. The client never builds a head itself.
import { useEffect } from "react";
import { useLocation } from "react-router-dom";

const isMarker = (node: Node, text: string) =>
  node.nodeType === Node.COMMENT_NODE && node.nodeValue === text;

/** Put `html` (a run of head tags) in place of the run between the page-head markers. */
export function replaceHeadTags(html: string, head: HTMLHeadElement = document.head): void {
  const nodes = [...head.childNodes];
  const start = nodes.findIndex((node) => isMarker(node, "page-head"));
  const end = nodes.findIndex((node) => isMarker(node, "/page-head"));
  if (start < 0 || end < start) return;
  for (const node of nodes.slice(start + 1, end)) node.remove();
  const tags = document.createElement("template");
  tags.innerHTML = html;
  nodes[end].before(tags.content);
}

/** What GET /page-head answers: the page's run of head tags (apps/pages/views.py). */
type PageHead = { head?: string };

const firstAddress = window.location.pathname + window.location.search;
let moved = false;
let latest = 0;

/** Keep the head tags in step with the public page on screen. */
export function usePageHead(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const address = pathname + search;
    if (!moved && address === firstAddress) return;
    moved = true;
    latest += 1;
    const asked = latest;
    // A missing page's head (a 404) is the 404 page's, as the server's HTML has it. The API
    // client comes after the first move only; offline, the head stays the last page's.
    const url = `/page-head?path=${encodeURIComponent(address)}`;
    void import("@/lib/api-client")
      .then(({ ApiError, apiRequest }) =>
        apiRequest<PageHead>(url).catch((error: unknown) =>
          error instanceof ApiError ? (error.body as PageHead) : undefined,
        ),
      )
      .then((answer) => {
        if (asked === latest && typeof answer?.head === "string") replaceHeadTags(answer.head);
      })
      .catch(() => undefined); // the client's chunk did not come: the next move asks again
  }, [pathname, search]);
}
