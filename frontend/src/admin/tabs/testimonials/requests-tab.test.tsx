import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { ToastProvider } from "@/components/ui/toast";

import { RequestsView } from "./requests-tab";

const ownerRequest = vi.hoisted(() => vi.fn<(...args: unknown[]) => Promise<unknown>>());
vi.mock("../../lib/session", () => ({ ownerRequest }));

const NOT_SENT =
  "Your request is saved, but the e-mail could not be sent yet. Your site will try again automatically.";

function renderView() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastProvider>
        <RequestsView />
      </ToastProvider>
    </SWRConfig>,
  );
}

/** The server: `unsent` for the list of requests not sent yet, `answer` for a POST. */
function server(unsent: unknown[], answer: unknown = { detail: "sent", sent: true }) {
  ownerRequest.mockImplementation((path: unknown, init?: unknown) => {
    const method = (init as { method?: string } | undefined)?.method ?? "GET";
    if (method === "POST") return Promise.resolve(answer);
    if (path === "/api/testimonials/request/unsent") return Promise.resolve(unsent);
    return Promise.resolve([]);
  });
}

beforeEach(() => {
  ownerRequest.mockReset();
});

describe("RequestsView", () => {
  it("lists the requests the mail server has not taken yet, as not sent yet", async () => {
    server([
      {
        id: "1",
        name: "Coach Rivera",
        relationship: "Coach",
        createdAt: "2026-11-20T10:00:00Z",
      },
    ]);
    renderView();

    const section = await screen.findByRole("region", { name: "Not sent yet: will retry" });
    expect(within(section).getByText("Coach Rivera")).toBeInTheDocument();
    expect(section).toHaveTextContent("(Coach), asked November 20, 2026");
  });

  it("shows no such list while nothing waits", async () => {
    server([]);
    renderView();

    await screen.findByRole("button", { name: "Send a Request" });
    await vi.waitFor(() =>
      expect(ownerRequest).toHaveBeenCalledWith("/api/testimonials/request/unsent"),
    );
    expect(screen.queryByRole("region", { name: "Not sent yet: will retry" })).toBeNull();
  });

  it("says a request was saved but not sent yet when the mail server did not take it", async () => {
    server([], { detail: NOT_SENT, sent: false });
    const user = userEvent.setup();
    renderView();

    await user.click(screen.getByRole("button", { name: "Send a Request" }));
    await user.type(screen.getByLabelText("Name"), "Coach Rivera");
    await user.type(screen.getByLabelText("Email"), "rivera@club.example");
    await user.selectOptions(screen.getByLabelText("Relationship"), "Coach");
    await user.type(
      screen.getByLabelText(/^Message/),
      "Would you write a few words about our season?",
    );
    await user.click(screen.getByRole("button", { name: "Send Request" }));

    expect(await screen.findByText("Request saved, not sent yet")).toBeInTheDocument();
    expect(screen.getByText(NOT_SENT)).toBeInTheDocument();
    expect(screen.queryByText("Request sent successfully")).toBeNull();
  });
});
