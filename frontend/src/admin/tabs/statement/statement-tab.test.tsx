import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ToastProvider } from "@/components/ui/toast";
import { TOKEN_STORAGE_KEY } from "@/lib/api-client";

import { renderTabWithServer } from "../../lib/tab-test-utils";
import type { Statement } from "./api";
import { statementCounts } from "./counting";
import { StatementTab } from "./statement-tab";

function draft(id: string, title: string, course = "", version = 1): Statement {
  return {
    id,
    title,
    course,
    studies: "",
    outside: "",
    version,
    counts: statementCounts({ course }),
    comments: [],
    evidence: [],
    createdAt: "2026-11-01T12:00:00Z",
    updatedAt: "2026-11-01T12:00:00Z",
  } as Statement;
}

const DRAFTS = [draft("s1", "Physics, 2027 entry", "x".repeat(400)), draft("s2", "Engineering")];

const COMMENTED = {
  ...DRAFTS[0],
  comments: [
    {
      id: "c1",
      answer: "course",
      text: "Name the lecture.\n<b>Not bold</b>",
      author: "Mrs Patel",
      createdAt: "2026-11-02T09:00:00Z",
    },
  ],
} as Statement;

function writes() {
  const fetch = vi.mocked(globalThis.fetch);
  return fetch.mock.calls
    .filter(([, init]) => (init?.method ?? "GET") !== "GET")
    .map(([address, init]) => ({
      address,
      method: init?.method,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("the Personal statement tab", () => {
  it("lists the drafts and opens the newest with its three questions", async () => {
    renderTabWithServer(<StatementTab />, () => ({ rows: DRAFTS }));

    const list = await screen.findByRole("list", { name: "Drafts" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(within(list).getByRole("button", { name: /^Physics, 2027 entry/ })).toHaveAttribute(
      "aria-current",
      "true",
    );
    expect(screen.getByLabelText("Why do you want to study this course or subject?")).toHaveValue(
      "x".repeat(400),
    );
    expect(screen.getByTestId("statement-course-count")).toHaveTextContent("400 characters");
    expect(screen.getByTestId("statement-studies-count")).toHaveTextContent(
      "0 characters — under 350: 350 more needed",
    );
  });

  it("counts live as UCAS does, points out emoji and marks a total over 4,000", async () => {
    renderTabWithServer(<StatementTab />, () => ({ rows: DRAFTS }));
    const studies = await screen.findByLabelText(/How have your qualifications/);

    // A decomposed é counts two, a CRLF one, the emoji two (UTF-16): 3 + 2 + 1 + 2 = 8.
    fireEvent.change(studies, { target: { value: "cafe\u0301\r\n\u{1F680}" } });
    expect(screen.getByTestId("statement-studies-count")).toHaveTextContent(/^8 characters/);
    const note = screen.getByRole("note");
    expect(note).toHaveTextContent("The UCAS form may refuse these characters");
    expect(within(note).getByRole("button", { name: "\u{1F680} at character 7" })).toBeVisible();

    fireEvent.change(studies, { target: { value: "y".repeat(3601) } });
    expect(screen.getByTestId("statement-total")).toHaveTextContent(
      "All three: 4,001 of 4,000 characters — over by 1",
    );
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("saves a change by itself, however long, and keeps it on the device until then", async () => {
    renderTabWithServer(<StatementTab />, () => ({ rows: DRAFTS }));
    const outside = await screen.findByLabelText(/What else have you done/);

    fireEvent.change(outside, { target: { value: "z".repeat(5000) } });
    expect(window.localStorage.getItem("adminDraft:statement")).toContain("z".repeat(5000));
    expect(screen.getByTestId("statement-saved")).toHaveTextContent("Changes not saved yet");

    await waitFor(() => expect(writes()).toHaveLength(1), { timeout: 4000 });
    expect(writes()[0]).toEqual({
      address: "/api/statements/s1/autosave",
      method: "POST",
      body: {
        title: "Physics, 2027 entry",
        course: "x".repeat(400),
        studies: "",
        outside: "z".repeat(5000),
        version: 1,
      },
    });
    await waitFor(() =>
      expect(screen.getByTestId("statement-saved")).toHaveTextContent("All changes saved"),
    );
    expect(window.localStorage.getItem("adminDraft:statement")).toBeNull();
  });

  it("shows a teacher's comment beside its answer, as plain text, and deletes it", async () => {
    renderTabWithServer(<StatementTab />, (address) => ({
      rows: address.startsWith("/api/statements") ? [COMMENTED] : [],
    }));

    const comments = await screen.findByRole("complementary", {
      name: "Comments on: Why do you want to study this course or subject?",
    });
    expect(comments).toHaveTextContent("Name the lecture. <b>Not bold</b>");
    expect(within(comments).getByText(/Mrs Patel/)).toBeVisible();
    expect(screen.getAllByRole("complementary", { name: /^Comments on/ })).toHaveLength(1);
    expect(screen.getByRole("button", { name: /Share for comments/ })).toBeVisible();

    fireEvent.click(
      within(comments).getByRole("button", { name: "Delete the comment from Mrs Patel" }),
    );
    await waitFor(() =>
      expect(writes()).toEqual([
        { address: "/api/statements/s1/comments/c1", method: "DELETE", body: undefined },
      ]),
    );
  });
});

// --- the writing session: History with restore, 'Save a version', a reload mid-edit ---------

const OLDER = "An older answer I wrote first, before the open day. ".repeat(8);
const REVISIONS = [
  {
    id: "r2",
    kind: "autosave",
    version: 2,
    author: "owner",
    createdAt: "2026-11-03T10:00:00Z",
    size: 420,
  },
  {
    id: "r1",
    kind: "save",
    version: 1,
    author: "owner",
    createdAt: "2026-11-01T12:00:00Z",
    size: 416,
  },
];

/** The tab with a server that answers reads by address and writes as the API does: an autosave
 * is a new version, a restore puts revision r1's text back as the next one. */
function renderWithWritingServer() {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, "signed-in");
  let current = DRAFTS[0];
  const reply = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      const body = init?.body ? JSON.parse(String(init.body)) : {};
      if (method === "GET") {
        if (input.startsWith("/api/statements/s1/revisions/r1"))
          return reply({
            ...REVISIONS[1],
            title: current.title,
            course: OLDER,
            studies: "",
            outside: "",
          });
        if (input.startsWith("/api/statements/s1/revisions")) return reply(REVISIONS);
        return reply(input.startsWith("/api/statements") ? [current] : []);
      }
      if (input === "/api/statements/s1/autosave" || input === "/api/statements/s1") {
        const { version, ...texts } = body as { version: number };
        current = { ...current, ...texts, version: version + 1 };
      } else if (input === "/api/statements/s1/revisions/r1/restore") {
        current = { ...current, course: OLDER, version: (body as { version: number }).version + 1 };
      }
      return reply(current);
    }),
  );
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastProvider>
        <StatementTab />
      </ToastProvider>
    </SWRConfig>,
  );
}

describe("the statement's writing session", () => {
  it("restores an older version only once the text in the editor is saved, over its version", async () => {
    renderWithWritingServer();
    const why = await screen.findByLabelText(/Why do you want to study/);
    fireEvent.change(why, { target: { value: "What I was still typing." } });

    // History at once, before the pause in typing: the restore sends the text first.
    fireEvent.click(screen.getByRole("button", { name: "History" }));
    const dialog = await screen.findByRole("dialog", { name: "History" });
    fireEvent.click(await within(dialog).findByRole("button", { name: /^Saved/ }));
    fireEvent.click(await within(dialog).findByRole("button", { name: "Restore this version" }));
    const asked = within(dialog).getByRole("alertdialog", { name: "Restore this version?" });
    expect(asked).toHaveTextContent("The text in the editor stays in History.");
    fireEvent.click(within(asked).getByRole("button", { name: "Restore" }));

    await waitFor(() => expect(why).toHaveValue(OLDER));
    expect(writes().map(({ address, body }) => [address, body.version, body.course])).toEqual([
      ["/api/statements/s1/autosave", 1, "What I was still typing."],
      ["/api/statements/s1/revisions/r1/restore", 2, undefined],
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "History" })).toBeNull());
    expect(screen.getByTestId("statement-saved")).toHaveTextContent("All changes saved");
  });

  it("does not restore while the text in the editor cannot reach the server", async () => {
    renderWithWritingServer();
    const fetch = vi.mocked(globalThis.fetch);
    const answer = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) =>
      (init?.method ?? "GET") === "GET"
        ? answer(input, init)
        : Promise.reject(new TypeError("offline")),
    );
    const why = await screen.findByLabelText(/Why do you want to study/);
    fireEvent.change(why, { target: { value: "Typed on the train." } });

    fireEvent.click(screen.getByRole("button", { name: "History" }));
    const dialog = await screen.findByRole("dialog", { name: "History" });
    fireEvent.click(await within(dialog).findByRole("button", { name: /^Saved/ }));
    fireEvent.click(await within(dialog).findByRole("button", { name: "Restore this version" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Restore" }));

    expect(
      await screen.findByText(/could not be kept in History: nothing was restored/),
    ).toBeVisible();
    expect(why).toHaveValue("Typed on the train.");
    expect(writes().some(({ address }) => String(address).endsWith("/restore"))).toBe(false);
    expect(window.localStorage.getItem("adminDraft:statement")).toContain("Typed on the train.");
  });

  it("keeps a version among the saves with 'Save a version'", async () => {
    renderWithWritingServer();
    fireEvent.click(await screen.findByRole("button", { name: "Save a version" }));

    expect(await screen.findByText("Version saved: it is kept in History.")).toBeVisible();
    expect(writes()).toEqual([
      { address: "/api/statements/s1", method: "PATCH", body: { version: 1 } },
    ]);
  });

  it("brings back the text kept on the device after a reload mid-edit, and sends it", async () => {
    const kept = { ...DRAFTS[0], course: "Typed just before the page was reloaded." };
    window.localStorage.setItem(
      "adminDraft:statement",
      JSON.stringify({
        values: { title: kept.title, course: kept.course, studies: "", outside: "" },
        editingId: "s1",
        savedAt: Date.now(),
      }),
    );
    renderWithWritingServer();

    expect(await screen.findByLabelText(/Why do you want to study/)).toHaveValue(kept.course);
    await waitFor(() => expect(writes()).toHaveLength(1), { timeout: 4000 });
    expect(writes()[0]).toMatchObject({
      address: "/api/statements/s1/autosave",
      body: { course: kept.course, version: 1 },
    });
  });
});

describe("the evidence beside each answer", () => {
  const OPTIONS = [
    { type: "log-entry", id: "l1", title: "Read The Code Book" },
    { type: "achievement", id: "a1", title: "UKMT Gold" },
    { type: "project", id: "p1", title: "Weather station" },
  ];
  const LINKED = {
    ...DRAFTS[0],
    evidence: [
      { answer: "outside", type: "log-entry", id: "l1", title: "Read The Code Book" },
      { answer: "course", type: "project", id: "p1", title: "Weather station" },
    ],
  } as Statement;

  function serve() {
    renderTabWithServer(<StatementTab />, (address) => ({
      rows: address.startsWith("/api/statements/evidence-options")
        ? OPTIONS
        : address.startsWith("/api/statements")
          ? [LINKED]
          : [],
    }));
  }

  it("shows each answer's own evidence beside it", async () => {
    serve();
    const outside = await screen.findByRole("complementary", {
      name: "Your evidence for what you did outside education",
    });
    const linked = within(outside).getByRole("list", { name: "Linked" });
    expect(within(linked).getAllByRole("listitem")).toHaveLength(1);
    expect(linked).toHaveTextContent("Log entryRead The Code Book");
    const studies = screen.getByRole("complementary", {
      name: "Your evidence for your qualifications and studies",
    });
    expect(studies).toHaveTextContent("Link a log entry, achievement or project");
  });

  it("links one of the owner's rows, keeping the other answers' evidence", async () => {
    serve();
    const studies = await screen.findByRole("complementary", {
      name: "Your evidence for your qualifications and studies",
    });
    const choose = within(studies).getByLabelText("Link evidence");
    await waitFor(() => expect(choose).toBeEnabled());
    // Every row is offered beside another answer, grouped by kind.
    expect(within(choose).getByRole("group", { name: "Achievements" })).toBeInTheDocument();
    fireEvent.change(choose, { target: { value: "achievement:a1" } });

    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      address: "/api/statements/s1/evidence",
      method: "PUT",
      body: {
        evidence: [
          { answer: "outside", type: "log-entry", id: "l1" },
          { answer: "course", type: "project", id: "p1" },
          { answer: "studies", type: "achievement", id: "a1" },
        ],
      },
    });
  });

  it("does not offer a row already linked beside the same answer, and unlinks one", async () => {
    serve();
    const course = await screen.findByRole("complementary", {
      name: "Your evidence for why this course",
    });
    const choose = within(course).getByLabelText("Link evidence");
    await waitFor(() => expect(choose).toBeEnabled());
    expect(within(choose).queryByRole("option", { name: "Weather station" })).toBeNull();
    expect(within(choose).getByRole("option", { name: "UKMT Gold" })).toBeInTheDocument();

    fireEvent.click(within(course).getByRole("button", { name: "Unlink Weather station" }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0].body).toEqual({
      evidence: [{ answer: "outside", type: "log-entry", id: "l1" }],
    });
  });
});
