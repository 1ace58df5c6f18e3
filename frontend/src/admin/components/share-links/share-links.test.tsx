import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { ToastProvider } from "@/components/ui/toast";

import type { ShareLink } from "../../api/share-links";
import { ShareButton } from "./share-button";
import { ShareLinksSection } from "./share-links-section";

const ownerRequest = vi.hoisted(() => vi.fn<(...args: unknown[]) => Promise<unknown>>());
vi.mock("../../lib/session", () => ({ ownerRequest }));

function wrap(children: ReactNode) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastProvider>{children}</ToastProvider>
    </SWRConfig>,
  );
}

const DAY = 24 * 3600 * 1000;

function link(changes: Partial<ShareLink>): ShareLink {
  return {
    id: "1",
    targetType: "journal-entry",
    targetId: "e1",
    targetTitle: "Week 9: Forces",
    targetPublished: false,
    recipient: "Mrs Patel",
    createdAt: new Date(Date.now() - DAY).toISOString(),
    expiresAt: new Date(Date.now() + 13 * DAY).toISOString(),
    revokedAt: null,
    openCount: 0,
    lastOpenedAt: null,
    isActive: true,
    ...changes,
  };
}

beforeEach(() => {
  ownerRequest.mockReset();
});

describe("ShareLinksSection", () => {
  it("lists this kind's links with their state and openings", async () => {
    ownerRequest.mockResolvedValue([
      link({ id: "1", recipient: "Mrs Patel" }),
      link({
        id: "2",
        recipient: "Dad",
        openCount: 3,
        lastOpenedAt: new Date().toISOString(),
      }),
      link({ id: "3", recipient: "Tutor", revokedAt: new Date().toISOString(), isActive: false }),
      link({ id: "4", recipient: "A post's reader", targetType: "post" }),
    ]);

    wrap(<ShareLinksSection targetType="journal-entry" title="Share links to journal entries" />);

    const rows = await screen.findAllByRole("listitem");
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent("Mrs Patel");
    expect(rows[0]).toHaveTextContent("Active");
    expect(rows[0]).toHaveTextContent("Not opened yet");
    expect(rows[1]).toHaveTextContent("Opened 3 times · last just now");
    expect(rows[2]).toHaveTextContent("Revoked");
    expect(
      within(rows[2]).getByRole("button", { name: "Delete the link for Tutor" }),
    ).toBeVisible();
    expect(screen.queryByText("A post's reader")).toBeNull();
  });
});

describe("ShareButton", () => {
  it("asks who the link is for, then shows the link once with Copy", async () => {
    const user = userEvent.setup();
    const url = "http://testserver/shared/abc123";
    ownerRequest.mockImplementation(async (...args: unknown[]) =>
      args.length === 1 ? [] : { ...link({ recipient: "Mrs Patel" }), url },
    );
    wrap(
      <ShareButton
        label="Share Progress"
        target={{ type: "journal-entry", id: "e1", title: "Week 9: Forces" }}
      />,
    );

    await user.click(screen.getByRole("button", { name: "Share Progress: Week 9: Forces" }));
    await user.click(screen.getByRole("button", { name: "Create Link" }));
    expect(await screen.findByText("Say who the link is for")).toBeVisible();
    expect(ownerRequest).not.toHaveBeenCalledWith("/api/share-links", expect.anything());

    await user.type(screen.getByLabelText(/Who is it for/), "  Mrs Patel ");
    await user.clear(screen.getByLabelText(/Works for/));
    await user.type(screen.getByLabelText(/Works for/), "30");
    await user.click(screen.getByRole("button", { name: "Create Link" }));

    await waitFor(() =>
      expect(ownerRequest).toHaveBeenCalledWith("/api/share-links", {
        method: "POST",
        body: { targetType: "journal-entry", targetId: "e1", recipient: "Mrs Patel", days: 30 },
      }),
    );
    expect(await screen.findByLabelText("Private link")).toHaveValue(url);
    await user.click(screen.getByRole("button", { name: "Copy" }));
    expect(await screen.findByRole("button", { name: "Copied" })).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(url);
  });
});
