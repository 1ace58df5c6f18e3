import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig, unstable_serialize } from "swr";
import { describe, expect, it, vi } from "vitest";

import { DASHBOARD_SUMMARY_PATH, EMPTY_SUMMARY, type DashboardSummary } from "./api";
import { ownerKey } from "../../api/owner-data";
import { DashboardTab } from "./dashboard-tab";

vi.mock("../../components/require-owner", () => ({
  useOwner: () => ({ id: 1, username: "owner", email: "owner@example.com", role: "admin" }),
}));
// Keys without first data stay loading: the owner's reads never answer in these tests.
vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/api-client")>()),
  apiRequest: () => new Promise(() => {}),
}));

const at = "2025-01-04T10:00:00Z";

function summary(pending: number): DashboardSummary {
  return {
    ...EMPTY_SUMMARY,
    blog: { total: 2, published: 1, drafts: 1 },
    gcse: { averageProgress: 70, subjects: 1, entries: 1 },
    testimonials: { total: 2 + pending, pending, published: 2, averageRating: 4.5 },
    unreadMessages: 3,
    recentActivity: [
      { id: "blog-1", kind: "blog", label: "Blog post", title: "One", detail: "Published", at },
    ],
  };
}

function renderDashboard(answer: DashboardSummary | undefined, openTab = vi.fn()) {
  // The owner's data lives under ["owner", path] keys, apart from the public pages' copies;
  // without first data the summary stays loading (the owner's reads never answer here).
  const fallback = answer ? { [unstable_serialize(ownerKey(DASHBOARD_SUMMARY_PATH))]: answer } : {};
  render(
    <SWRConfig value={{ provider: () => new Map(), fallback }}>
      <DashboardTab openTab={openTab} />
    </SWRConfig>,
  );
  return openTab;
}

describe("DashboardTab", () => {
  it("shows the figures the server computed", () => {
    renderDashboard(summary(1));

    const blog = screen.getByRole("region", { name: "Blog Posts" });
    expect(within(blog).getByTestId("blog-value")).toHaveTextContent("2");
    expect(screen.getByTestId("gcse-value")).toHaveTextContent("70%");
    expect(screen.getByTestId("inbox-value")).toHaveTextContent("3");
    expect(screen.getByTestId("average-rating")).toHaveTextContent("4.5");
    const card = screen.getByRole("region", { name: "Testimonials" });
    expect(within(card).getByText("Action needed")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Review Testimonials/ })).toHaveTextContent(
      "1 pending",
    );
  });

  it("says all is up to date when nothing is pending", () => {
    renderDashboard(summary(0));

    expect(screen.getByRole("button", { name: /Review Testimonials/ })).toHaveTextContent(
      "All up to date",
    );
    expect(screen.queryByText("Action needed")).not.toBeInTheDocument();
  });

  it("shows skeletons, not zeros, while the summary is loading", () => {
    renderDashboard(undefined);

    const card = screen.getByRole("region", { name: "Testimonials" });
    expect(card).toHaveAttribute("aria-busy", "true");
    expect(within(card).queryByTestId("testimonials-value")).not.toBeInTheDocument();
    expect(screen.queryByTestId("blog-value")).not.toBeInTheDocument();
  });

  it("lists the recent activity the server sent", () => {
    renderDashboard(summary(0));

    const activity = screen.getByRole("region", { name: "Recent Activity" });
    expect(within(activity).getByText("One")).toBeInTheDocument();
  });

  it("opens the requests view from Request Testimonials", async () => {
    const openTab = renderDashboard(summary(0));

    await userEvent.setup().click(screen.getByRole("button", { name: /Request Testimonials/ }));

    expect(openTab).toHaveBeenCalledWith("requests");
  });
});
