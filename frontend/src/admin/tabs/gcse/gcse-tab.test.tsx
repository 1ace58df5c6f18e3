import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { renderTabWithServer } from "../../lib/tab-test-utils";
import type { JournalEntry } from "./api";
import { GcseTab } from "./gcse-tab";

const SPEC_SUBJECTS = [
  { value: "maths", label: "Mathematics" },
  { value: "physics", label: "Physics" },
  { value: "chemistry", label: "Chemistry" },
  { value: "biology", label: "Biology" },
  { value: "english", label: "English" },
  { value: "economics", label: "Economics" },
];

function entry(id: string, subject: string): JournalEntry {
  return {
    id,
    slug: id,
    week: `Week ${id}`,
    subject,
    subjectName: SPEC_SUBJECTS.find((s) => s.value === subject)?.label ?? subject,
    topic: `Topic ${id}`,
    content: "<p>Notes.</p>\n",
    contentSource: "Notes.",
    contentFormat: "markdown",
    mediaUploads: [],
    links: [],
    isPublished: true,
    progress: 50,
    studyDate: "2025-01-04",
    createdAt: "2025-01-04T12:00:00Z",
    updatedAt: "2025-01-04T12:00:00Z",
  };
}

// Newest first: the physics entries come after the first page (two rows) of the whole list.
const ENTRIES = [
  entry("m1", "maths"),
  entry("m2", "maths"),
  entry("p1", "physics"),
  entry("c1", "chemistry"),
  entry("p2", "physics"),
  entry("p3", "physics"),
];

/** The journal two entries a page, filtered by ?subject= as the server does, and its subjects
 * (the specification's six while the record is empty). */
function serveJournal(subjects = SPEC_SUBJECTS) {
  return renderTabWithServer(<GcseTab />, (address) => {
    const url = new URL(address, "http://test");
    if (url.pathname === "/api/gcse-journal/subjects") return { rows: subjects };
    if (url.pathname !== "/api/gcse-journal") return { rows: [] };
    const subject = url.searchParams.get("subject");
    const rows = ENTRIES.filter((e) => !subject || e.subject === subject);
    const from = Number(url.searchParams.get("cursor") ?? 0);
    const next = new URLSearchParams(url.searchParams);
    next.set("cursor", String(from + 2));
    return {
      rows: rows.slice(from, from + 2),
      next: from + 2 < rows.length ? `/api/gcse-journal?${next}` : undefined,
    };
  });
}

function subjectCount(subject: string) {
  const overview = screen.getByRole("region", { name: "Entries per subject" });
  return within(overview).getByText(subject).parentElement!;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("GcseTab's subject chips", () => {
  it("show the server's entries of the subject, beyond the rows loaded, with Load more", async () => {
    const reads = serveJournal();
    const user = userEvent.setup();
    await screen.findByText("Topic m1");
    expect(screen.queryByText("Topic p1")).not.toBeInTheDocument();
    expect(subjectCount("Physics")).toHaveTextContent("0+ entries");

    const chips = screen.getByRole("group", { name: "Filter by subject" });
    await user.click(within(chips).getByRole("button", { name: "Physics" }));

    await screen.findByText("Topic p1");
    expect(reads).toContain("/api/gcse-journal?subject=physics");
    expect(screen.queryByText("Topic m1")).not.toBeInTheDocument();
    expect(screen.getByText("Topic p2")).toBeInTheDocument();
    expect(subjectCount("Physics")).toHaveTextContent("2+ entries");

    await user.click(screen.getByRole("button", { name: "Load more journal entries" }));
    await screen.findByText("Topic p3");
    expect(reads.at(-1)).toBe("/api/gcse-journal?subject=physics&cursor=2");
    expect(screen.queryByText("Topic c1")).not.toBeInTheDocument();
    expect(subjectCount("Physics")).toHaveTextContent(/^Physics3 entries$/);
    expect(screen.getByText("That's all the journal entries.")).toBeInTheDocument();
  });

  it("say so when a subject has no entries", async () => {
    serveJournal();
    const user = userEvent.setup();
    await screen.findByText("Topic m1");

    await user.click(screen.getByRole("button", { name: "Economics" }));

    expect(await screen.findByText(/^No Economics entries yet/)).toBeInTheDocument();
    expect(subjectCount("Economics")).toHaveTextContent(/^Economics0 entries$/);
  });
});

describe("GcseTab's subjects", () => {
  it("are the server's (the record's), in the chips, the overview and the form", async () => {
    const reads = serveJournal([
      { value: "computer-science", label: "Computer Science" },
      { value: "maths", label: "Mathematics" },
    ]);
    await screen.findByText("Topic m1");

    const chips = screen.getByRole("group", { name: "Filter by subject" });
    await within(chips).findByRole("button", { name: "Computer Science" });
    expect(within(chips).queryByRole("button", { name: "Physics" })).not.toBeInTheDocument();
    expect(subjectCount("Computer Science")).toHaveTextContent(/^Computer Science0\+ entries$/);
    expect(reads).toContain("/api/gcse-journal/subjects");

    const subject = screen.getByRole("combobox", { name: /^Subject/ });
    expect(
      within(subject)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Select a subject", "Computer Science", "Mathematics"]);
  });
});
