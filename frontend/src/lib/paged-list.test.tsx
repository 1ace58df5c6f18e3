import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { LoadMore } from "@/components/ui/load-more";

import { nextLink } from "./api-client";
import { usePublicPagedList } from "./public-data";

type Thing = { id: string; title: string };

const rows = (...ids: number[]): Thing[] =>
  ids.map((n) => ({ id: String(n), title: `Thing ${n}` }));

/** A fetch answering each address from `answers` (a function, to fail or wait). */
function stubFetch(answers: Record<string, () => Promise<Response>>) {
  const fetch = vi.fn((url: string) => {
    const answer = answers[url];
    if (!answer) throw new Error(`unexpected ${url}`);
    return answer();
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const page = (body: Thing[], next?: string) => () =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status: 200,
      headers: next ? { Link: `<${next}>; rel="next"` } : {},
    }),
  );

function Things() {
  const { list } = usePublicPagedList<Thing>("/api/things");
  return (
    <>
      <ul>
        {list.items?.map((row) => (
          <li key={row.id}>{row.title}</li>
        ))}
      </ul>
      <LoadMore list={list} noun="things" />
    </>
  );
}

function renderThings() {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Things />
    </SWRConfig>,
  );
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe("nextLink", () => {
  it("reads the rel=next address of a Link header", () => {
    expect(nextLink('</api/x?cursor=abc>; rel="next"')).toBe("/api/x?cursor=abc");
    expect(nextLink('</a?c=1>; rel="prev", </a?c=2>; rel="next"')).toBe("/a?c=2");
    expect(nextLink('</a?c=1>; rel="prev"')).toBeNull();
    expect(nextLink(null)).toBeNull();
  });
});

describe("usePublicPagedList and LoadMore", () => {
  it("appends the next pages the Link headers name, then says it has them all", async () => {
    const user = userEvent.setup();
    stubFetch({
      "/api/things": page(rows(1, 2), "/api/things?cursor=two"),
      "/api/things?cursor=two": page(rows(3, 4), "/api/things?cursor=three"),
      "/api/things?cursor=three": page(rows(5)),
    });
    renderThings();
    expect(await screen.findByText("Thing 2")).toBeInTheDocument();
    expect(screen.queryByText("Thing 3")).not.toBeInTheDocument();

    const button = screen.getByRole("button", { name: "Load more things" });
    await user.click(button);
    expect(await screen.findByText("Thing 4")).toBeInTheDocument();
    expect(button).toHaveFocus(); // the focus stays on the button below the new rows

    await user.click(screen.getByRole("button", { name: "Load more things" }));
    expect(await screen.findByText("Thing 5")).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(5);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.getByText("That's all the things.")).toHaveFocus();
  });

  it("shows no button when the first page is the last", async () => {
    stubFetch({ "/api/things": page(rows(1)) });
    renderThings();
    expect(await screen.findByText("Thing 1")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.queryByText(/That's all/)).not.toBeInTheDocument();
  });

  it("says it is loading, reports a failed page and tries again", async () => {
    const user = userEvent.setup();
    let release: (response: Response) => void = () => undefined;
    let calls = 0;
    stubFetch({
      "/api/things": page(rows(1, 2), "/api/things?cursor=two"),
      "/api/things?cursor=two": () => {
        calls += 1;
        if (calls === 1) return Promise.resolve(new Response("boom", { status: 500 }));
        return new Promise<Response>((resolve) => (release = resolve));
      },
    });
    renderThings();
    await user.click(await screen.findByRole("button", { name: "Load more things" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("More things could not be loaded");
    expect(screen.queryByText("Thing 3")).not.toBeInTheDocument();

    const retry = screen.getByRole("button", { name: "Try again" });
    await user.click(retry);
    expect(retry).toHaveAttribute("aria-busy", "true");
    expect(retry).toHaveTextContent("Loading more things…");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.click(retry); // ignored while loading
    expect(calls).toBe(2);

    await act(async () => release(await page(rows(3))()));
    expect(await screen.findByText("Thing 3")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
