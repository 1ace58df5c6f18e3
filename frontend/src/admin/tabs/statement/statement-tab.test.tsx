import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { renderTabWithServer } from "../../lib/tab-test-utils";
import type { Statement } from "./api";
import { statementCounts } from "./counting";
import { StatementTab } from "./statement-tab";

function draft(id: string, title: string, course = ""): Statement {
  return {
    id,
    title,
    course,
    studies: "",
    outside: "",
    counts: statementCounts({ course }),
    comments: [],
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
      address: "/api/statements/s1",
      method: "PATCH",
      body: { outside: "z".repeat(5000) },
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
