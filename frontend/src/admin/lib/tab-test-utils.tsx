// For an admin tab's tests: the tab rendered as the panel renders it (a cache of its own, toasts),
// with every read answered by `rows`.
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { SWRConfig } from "swr";
import { vi } from "vitest";

import { ToastProvider } from "@/components/ui/toast";
import { TOKEN_STORAGE_KEY } from "@/lib/api-client";

export function renderTabWithRows(tab: ReactElement, rows: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(rows), { status: 200 })),
  );
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ToastProvider>{tab}</ToastProvider>
    </SWRConfig>,
  );
}

/** One page of a list as the server answers it: its rows, and the next page's address. */
export type ServedPage = { rows: unknown[]; next?: string };

/**
 * The tab rendered as the signed-in owner sees it, every read answered by `answer` from the
 * requested address (path and query, e.g. "/api/media-items?type=video"), the next page
 * announced in a Link header as the API does. Returns the addresses read, in order.
 */
export function renderTabWithServer(tab: ReactElement, answer: (address: string) => ServedPage) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, "signed-in");
  const reads: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      if ((init?.method ?? "GET") !== "GET") return new Response("{}", { status: 200 });
      reads.push(input);
      const page = answer(input);
      const headers = page.next ? { Link: `<${page.next}>; rel="next"` } : undefined;
      return new Response(JSON.stringify(page.rows), { status: 200, headers });
    }),
  );
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastProvider>{tab}</ToastProvider>
    </SWRConfig>,
  );
  return reads;
}
