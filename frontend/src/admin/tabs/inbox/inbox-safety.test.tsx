// The inbox's safety controls: a visitor's links drawn as text, 'Block sender', the blocked
// addresses with their dropped counts and 'Unblock', and 'Show my guardian' (which explains and
// sends nothing when no guardian is set).
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { ToastProvider } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";

import {
  NO_GUARDIAN,
  guardianIsSet,
  noteProblem,
  showFailure,
} from "../../components/show-guardian";
import { droppedTotal, droppedWords, type BlockedSender, type ContactMessage } from "./api";
import { InboxTab } from "./inbox-tab";

const ownerRequest = vi.hoisted(() => vi.fn<(...args: unknown[]) => Promise<unknown>>());
vi.mock("../../lib/session", () => ({ ownerRequest }));

const LINKS =
  'See https://evil.example/login and <a href="http://phish.example">win</a> or [here](https://md.example) or www.bare.example';

const message: ContactMessage = {
  id: "m1",
  name: "Sam Stranger",
  email: "sam@example.com",
  subject: "Hello there",
  message: LINKS,
  ageVerification: "over-13",
  isRead: true,
  readAt: "2026-12-01T10:00:00Z",
  createdAt: "2026-12-01T09:00:00Z",
  senderBlocked: false,
  shownToGuardianAt: null,
};

const blockedRow: BlockedSender = {
  id: "b1",
  email: "troll@example.com",
  droppedCount: 3,
  lastDroppedAt: "2026-12-02T09:00:00Z",
  createdAt: "2026-11-30T09:00:00Z",
};

type Calls = { path: string; method: string; body?: unknown }[];

/** The server: the inbox, the blocked list and the owner's profile; every write recorded. */
function server({
  messages = [message],
  blocked = [] as BlockedSender[],
  guardianEmail = "guardian@example.com",
  failWrite,
}: {
  messages?: ContactMessage[];
  blocked?: BlockedSender[];
  guardianEmail?: string;
  failWrite?: unknown;
} = {}): Calls {
  const calls: Calls = [];
  ownerRequest.mockImplementation((path: unknown, init?: unknown) => {
    const { method = "GET", body } = (init ?? {}) as { method?: string; body?: unknown };
    if (method !== "GET") {
      calls.push({ path: String(path), method, body });
      if (failWrite) return Promise.reject(failWrite);
      return Promise.resolve({});
    }
    if (path === "/api/contact-messages") return Promise.resolve(messages);
    if (path === "/api/contact-messages/unread-count") return Promise.resolve({ unreadCount: 0 });
    if (path === "/api/contact-messages/blocked") return Promise.resolve(blocked);
    if (path === "/api/admin/profile") return Promise.resolve({ guardianEmail });
    return Promise.resolve([]);
  });
  return calls;
}

function renderInbox() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastProvider>
        <InboxTab />
      </ToastProvider>
    </SWRConfig>,
  );
}

async function openMessage() {
  await userEvent.click(await screen.findByRole("button", { name: /Sam Stranger/ }));
  return screen.getByRole("article", { name: /Message from Sam Stranger/ });
}

beforeEach(() => {
  ownerRequest.mockReset();
});

describe("a visitor's links", () => {
  it("are drawn as text: the only link in a message is the owner's own Reply", async () => {
    server();
    renderInbox();
    const article = await openMessage();

    expect(within(article).getByText(LINKS)).toBeInTheDocument();
    const links = within(article).queryAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "mailto:sam@example.com?subject=Re%3A%20Hello%20there",
    ]);
    for (const link of links) expect(link.getAttribute("href")).not.toMatch(/^(https?:|www)/);
  });
});

describe("Block sender", () => {
  it("asks first, then blocks the message's sender", async () => {
    const calls = server();
    renderInbox();
    const article = await openMessage();

    await userEvent.click(within(article).getByRole("button", { name: "Block sender" }));
    const dialog = screen.getByRole("dialog", { name: "Block this sender?" });
    expect(dialog).toHaveTextContent("sam@example.com");
    expect(calls).toEqual([]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Block" }));

    await waitFor(() =>
      expect(calls).toEqual([
        { path: "/api/contact-messages/m1/block", method: "POST", body: undefined },
      ]),
    );
  });

  it("a blocked sender's message says so instead of offering the button", async () => {
    server({ messages: [{ ...message, senderBlocked: true }] });
    renderInbox();
    const article = await openMessage();

    expect(within(article).getByText("Sender blocked")).toBeInTheDocument();
    expect(within(article).queryByRole("button", { name: "Block sender" })).toBeNull();
  });
});

describe("Blocked senders", () => {
  it("lists each blocked address with how many were dropped, and unblocks one", async () => {
    const calls = server({ blocked: [blockedRow] });
    renderInbox();

    const section = await screen.findByRole("region", { name: "Blocked senders" });
    const row = await within(section).findByTestId("blocked-sender");
    expect(row).toHaveTextContent("troll@example.com");
    expect(row).toHaveTextContent("3 messages dropped");
    expect(section).toHaveTextContent("3 dropped in all");

    await userEvent.click(within(row).getByRole("button", { name: "Unblock troll@example.com" }));
    await waitFor(() =>
      expect(calls).toEqual([
        { path: "/api/contact-messages/blocked/b1", method: "DELETE", body: undefined },
      ]),
    );
  });

  it("says nobody is blocked when the list is empty", async () => {
    server();
    renderInbox();
    const section = await screen.findByRole("region", { name: "Blocked senders" });
    await waitFor(() => expect(section).toHaveTextContent("You have not blocked anyone"));
  });

  it("words the counts", () => {
    expect(droppedWords({ droppedCount: 0 })).toBe("No messages dropped yet");
    expect(droppedWords({ droppedCount: 1 })).toBe("1 message dropped");
    expect(droppedWords({ droppedCount: 4 })).toBe("4 messages dropped");
    expect(droppedTotal([{ droppedCount: 2 }, { droppedCount: 5 }])).toBe(7);
    expect(droppedTotal(undefined)).toBe(0);
  });
});

describe("Show my guardian", () => {
  it("sends the note to the item's show-guardian address", async () => {
    const calls = server();
    renderInbox();
    const article = await openMessage();

    await userEvent.click(within(article).getByRole("button", { name: "Show my guardian" }));
    const dialog = screen.getByRole("dialog", { name: "Show my guardian" });
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: "Send to my guardian" })).toBeEnabled(),
    );
    await userEvent.type(within(dialog).getByLabelText(/A note for your guardian/), "Worried");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send to my guardian" }));

    await waitFor(() =>
      expect(calls).toEqual([
        {
          path: "/api/contact-messages/m1/show-guardian",
          method: "POST",
          body: { note: "Worried" },
        },
      ]),
    );
  });

  it("with no guardian set, explains and offers nothing to send", async () => {
    const calls = server({ guardianEmail: "" });
    renderInbox();
    const article = await openMessage();

    await userEvent.click(within(article).getByRole("button", { name: "Show my guardian" }));
    const dialog = screen.getByRole("dialog", { name: "Show my guardian" });
    await waitFor(() => expect(dialog).toHaveTextContent(NO_GUARDIAN));
    expect(within(dialog).queryByRole("button", { name: "Send to my guardian" })).toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(calls).toEqual([]);
  });

  it("shows the server's refusal in the dialog", async () => {
    server({
      failWrite: new ApiError(429, "Too Many Requests", {
        detail: "You have shown your guardian 10 things",
      }),
    });
    renderInbox();
    const article = await openMessage();
    await userEvent.click(within(article).getByRole("button", { name: "Show my guardian" }));
    const dialog = screen.getByRole("dialog", { name: "Show my guardian" });
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: "Send to my guardian" })).toBeEnabled(),
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Send to my guardian" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "You have shown your guardian 10 things",
    );
  });

  it("says when it was shown", async () => {
    server({ messages: [{ ...message, shownToGuardianAt: "2026-12-01T12:00:00Z" }] });
    renderInbox();
    const article = await openMessage();
    expect(within(article).getByTestId("shown-to-guardian")).toHaveTextContent(
      "Shown to your guardian",
    );
  });

  it("checks the note and words the failures", () => {
    expect(guardianIsSet(undefined)).toBeUndefined();
    expect(guardianIsSet({ guardianEmail: " " })).toBe(false);
    expect(guardianIsSet({ guardianEmail: "g@example.com" })).toBe(true);
    expect(noteProblem("x".repeat(1000))).toBeNull();
    expect(noteProblem("x".repeat(1001))).toBe("Keep the note to 1000 characters or fewer");
    expect(showFailure(new ApiError(409, "Conflict", { detail: "No guardian is set" }))).toBe(
      "No guardian is set",
    );
  });
});
