import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ToastProvider } from "@/components/ui/toast";

import { project } from "../test-data";
import type { Project } from "./api";
import { ProjectsEditor } from "./projects-editor";

const ROWS = [
  project("star", { title: "Star", featured: true }),
  project("a", { title: "Ant" }),
  project("b", { title: "Bee" }),
];

type Sent = { method: string; url: string; body: unknown };

/** The API: the list answers `rows`; a reorder answers `reorder(ids)` (the new list) or fails. */
function serve(rows: Project[], reorder: (ids: string[]) => Response) {
  const sent: Sent[] = [];
  let current = rows;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? "GET";
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, url, body });
      if (method === "POST" && url.endsWith("/api/projects/reorder")) {
        const ids = (body as { ids: string[] }).ids;
        const answer = reorder(ids);
        if (answer.ok) current = ids.map((id) => current.find((row) => row.id === id)!);
        return answer;
      }
      return new Response(JSON.stringify(current), { status: 200 });
    }),
  );
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ToastProvider>
        <ProjectsEditor />
      </ToastProvider>
    </SWRConfig>,
  );
  return sent;
}

function listed(): string[] {
  // The list's section has no name of its own: it is the one its heading stands in.
  // eslint-disable-next-line testing-library/no-node-access -- an unnamed section
  const list = screen.getByRole("heading", { name: /^Projects/ }).closest("section")!;
  return within(list)
    .getAllByRole("listitem")
    .map((row) => within(row).getByRole("heading").textContent ?? "");
}

afterEach(() => vi.unstubAllGlobals());

// The whole editor renders (form and list): slow on a busy machine, so more than the default 5 s.
describe("ProjectsEditor's order", { timeout: 15_000 }, () => {
  it("moves a project and sends every id in the new order", async () => {
    const sent = serve(ROWS, () => new Response("[]", { status: 200 }));
    const user = userEvent.setup();
    await screen.findByText("Bee");

    await user.click(screen.getByRole("button", { name: "Move Bee up" }));

    expect(listed()).toEqual(["Star", "Bee", "Ant"]);
    await waitFor(() => expect(sent.some((r) => r.method === "POST")).toBe(true));
    const post = sent.find((r) => r.method === "POST")!;
    expect(post.url).toMatch(/\/api\/projects\/reorder$/);
    expect(post.body).toEqual({ ids: ["star", "b", "a"] });
    const said = await screen.findByText("Moved “Bee” up: 1 of 2.");
    expect(said).toHaveAttribute("role", "status");
  });

  it("gives the featured project no move buttons and stops at either end", async () => {
    const sent = serve(ROWS, () => new Response("[]", { status: 200 }));
    const user = userEvent.setup();
    await screen.findByText("Bee");

    expect(screen.queryByRole("button", { name: /Move Star/ })).toBeNull();
    const top = screen.getByRole("button", { name: "Move Ant up" });
    expect(top).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("button", { name: "Move Bee down" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await user.click(top);
    expect(listed()).toEqual(["Star", "Ant", "Bee"]);
    expect(sent.every((r) => r.method === "GET")).toBe(true);
  });

  it("puts the list back and says so when the server refuses", async () => {
    serve(ROWS, () => new Response(JSON.stringify({ ids: ["No"] }), { status: 400 }));
    const user = userEvent.setup();
    await screen.findByText("Bee");

    await user.click(screen.getByRole("button", { name: "Move Bee up" }));

    expect(await screen.findByText("Failed to reorder projects. Please try again.")).toBeVisible();
    await waitFor(() => expect(listed()).toEqual(["Star", "Ant", "Bee"]));
  });
});
