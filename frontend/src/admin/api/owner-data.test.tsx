import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { TOKEN_STORAGE_KEY } from "@/lib/api-client";

import { useGalleryWrites } from "./gallery";
import { useOwnerPagedList, useOwnerWrite } from "./owner-data";

type Row = { id: string };

function wrapper({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
  );
}

/** The server: `list` two a page (the first page never changes), and any write. */
function serve(list = "/api/items?type=video") {
  const reads: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method && init.method !== "GET") return new Response("{}", { status: 200 });
      reads.push(url);
      const later = url.includes("cursor=");
      const body = later ? [{ id: "v3" }] : [{ id: "v1" }, { id: "v2" }];
      const headers = later ? undefined : { Link: `<${list}&cursor=2>; rel="next"` };
      return new Response(JSON.stringify(body), { status: 200, headers });
    }),
  );
  return reads;
}

beforeEach(() => window.localStorage.setItem(TOKEN_STORAGE_KEY, "signed-in"));
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("useOwnerPagedList after a write", () => {
  it("drops a filtered list's later pages even when its first page comes back the same", async () => {
    const reads = serve();
    const { result } = renderHook(
      () => ({
        paged: useOwnerPagedList<Row>("/api/items?type=video"),
        write: useOwnerWrite("/api/items"),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.paged.list.hasMore).toBe(true));
    act(() => result.current.paged.list.loadMore());
    await waitFor(() =>
      expect(result.current.paged.list.items?.map((r) => r.id)).toEqual(["v1", "v2", "v3"]),
    );

    // v3, on the second page, is edited (it may have left the list): the list starts again.
    await act(() => result.current.write("PUT", "/api/items/v3", { type: "podcast" }));

    expect(reads.at(-1)).toBe("/api/items?type=video");
    expect(result.current.paged.list.items?.map((r) => r.id)).toEqual(["v1", "v2"]);
    expect(result.current.paged.list.hasMore).toBe(true);
    expect(result.current.paged.list.loadedMore).toBe(false);
  });

  it("does the same after a gallery write, which has writes of its own", async () => {
    const reads = serve("/api/gallery-items?category=school");
    const { result } = renderHook(
      () => ({
        paged: useOwnerPagedList<Row>("/api/gallery-items?category=school"),
        gallery: useGalleryWrites(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.paged.list.hasMore).toBe(true));
    act(() => result.current.paged.list.loadMore());
    await waitFor(() => expect(result.current.paged.list.items).toHaveLength(3));

    // The photo on the second page moves to another category: the list starts again.
    await act(async () => {
      await result.current.gallery.update("v3", { category: "travel" });
    });

    expect(reads.at(-1)).toBe("/api/gallery-items?category=school");
    expect(result.current.paged.list.items?.map((r) => r.id)).toEqual(["v1", "v2"]);
    expect(result.current.paged.list.loadedMore).toBe(false);
  });
});
