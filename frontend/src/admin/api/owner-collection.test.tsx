import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { ownerCollection } from "./owner-collection";
import { useOwnerList } from "./owner-data";

const ownerRequest = vi.hoisted(() => vi.fn<(...args: unknown[]) => Promise<unknown>>());
vi.mock("../lib/session", () => ({ ownerRequest }));

type Row = { id: string; title: string };
type Payload = { title: string; isPublished?: boolean };

const stories = ownerCollection<Row, Payload>("/api/stories");

function wrapper({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
  );
}

describe("ownerCollection", () => {
  beforeEach(() => {
    ownerRequest.mockReset();
    ownerRequest.mockResolvedValue({ id: "7" });
  });

  it("creates, updates only the changes, and deletes under the collection's path", async () => {
    const { result } = renderHook(() => stories.useWrites(), { wrapper });
    const writes = result.current;

    await writes.create({ title: "Kyoto" });
    await writes.update("7", { isPublished: true });
    await writes.remove("7");

    expect(ownerRequest.mock.calls).toEqual([
      ["/api/stories", { method: "POST", body: { title: "Kyoto" } }],
      ["/api/stories/7", { method: "PUT", body: { isPublished: true } }],
      ["/api/stories/7", { method: "DELETE", body: undefined }],
    ]);
  });

  it("re-reads the owner's list after a write", async () => {
    ownerRequest.mockImplementation(async (...args: unknown[]) => (args.length === 1 ? [] : {}));
    const { result } = renderHook(
      () => ({ list: stories.useList(), writes: stories.useWrites() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toEqual([]));
    const reads = () => ownerRequest.mock.calls.filter((call) => call.length === 1).length;
    const before = reads();

    await act(() => result.current.writes.remove("7"));

    expect(reads()).toBe(before + 1);
    expect(ownerRequest).toHaveBeenLastCalledWith("/api/stories");
  });

  it("re-reads a filtered list of the collection after a write too", async () => {
    ownerRequest.mockImplementation(async (...args: unknown[]) => (args.length === 1 ? [] : {}));
    const { result } = renderHook(
      () => ({ list: useOwnerList<Row>("/api/stories?type=video"), writes: stories.useWrites() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toEqual([]));
    ownerRequest.mockClear();

    await act(() => result.current.writes.create({ title: "Kyoto" }));

    expect(ownerRequest.mock.calls).toEqual([
      ["/api/stories", { method: "POST", body: { title: "Kyoto" } }],
      ["/api/stories?type=video"],
    ]);
  });
});
