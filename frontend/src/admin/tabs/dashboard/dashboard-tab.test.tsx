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
      { id: "projects-2", kind: "projects", label: "Project", title: "App", detail: "Hidden", at },
    ],
    recentSubmissions: [
      {
        id: "messages-3",
        kind: "messages",
        label: "Unread message",
        title: "Message from Sam",
        detail: "Science club",
        at,
      },
    ],
  };
}

function withViews(): DashboardSummary {
  const byDay = Array.from({ length: 30 }, (_, i) => ({
    day: `2025-01-${String(i + 1).padStart(2, "0")}`,
    count: i === 29 ? 4 : i === 10 ? 2 : 0,
  }));
  return {
    ...summary(0),
    views: {
      days: 30,
      total: 6,
      byDay,
      mostRead: [
        { id: "p1", title: "Tides and moons", url: "/blog/tides-and-moons", views: 3 },
        { id: "p2", title: "Volcanoes", url: "/blog/volcanoes", views: 1 },
      ],
      photoViews: 5,
      topPhotoCategory: { name: "travel", count: 5 },
    },
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

  it("lists the owner's changes apart from what visitors sent", () => {
    renderDashboard(summary(0));

    const changes = screen.getByRole("region", { name: "Your changes" });
    expect(
      within(changes)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining("One"), expect.stringContaining("App")]);
    const received = screen.getByRole("region", { name: "Received" });
    expect(within(received).getByText("Message from Sam")).toBeInTheDocument();
    expect(within(received).getByText("Unread message · Science club")).toBeInTheDocument();
  });

  it("shows the views of the last 30 days, the most-read posts and the top category", () => {
    renderDashboard(withViews());

    const performance = screen.getByRole("region", { name: "Content Performance" });
    expect(within(performance).getByTestId("views-total")).toHaveTextContent("6");
    expect(within(performance).getByTestId("views-chart")).toHaveAccessibleName(
      "6 views in the last 30 days; the most on January 30, 2025 (4 views).",
    );
    const table = within(performance).getByRole("table", { hidden: true });
    expect(within(table).getAllByRole("row", { hidden: true })).toHaveLength(31);
    const mostRead = within(performance).getByRole("region", { name: "Most-read posts" });
    const links = within(mostRead).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/blog/tides-and-moons",
      "/blog/volcanoes",
    ]);
    expect(links[0]).toHaveAccessibleName(/^Tides and moons ?\(opens in a new tab\)$/);
    expect(within(mostRead).getByText("3 views")).toBeInTheDocument();
    expect(within(performance).getByTestId("top-photo-category")).toHaveTextContent("travel");
    expect(within(performance).getByText("5 photo views")).toBeInTheDocument();
  });

  it("says honestly when no view has been counted yet", () => {
    renderDashboard(summary(0));

    const performance = screen.getByRole("region", { name: "Content Performance" });
    expect(within(performance).getByText(/No visits counted yet/)).toBeInTheDocument();
    expect(within(performance).queryByTestId("views-chart")).not.toBeInTheDocument();
    expect(
      within(performance).getByText("No post has been read in the last 30 days."),
    ).toBeInTheDocument();
    expect(
      within(performance).getByText("No photo opened in the last 30 days"),
    ).toBeInTheDocument();
  });

  it("sums up engagement: the request links, the response rate and the completion", () => {
    renderDashboard({
      ...summary(0),
      engagement: { days: 30, activeLinks: 4, received: 2, responseRate: 50 },
      completion: { percent: 75, published: 3, total: 4 },
    });

    const engagement = screen.getByRole("region", { name: "Engagement Summary" });
    expect(within(engagement).getByTestId("active-links")).toHaveTextContent("4");
    expect(within(engagement).getByText("requests sent in the last 30 days")).toBeInTheDocument();
    expect(within(engagement).getByTestId("response-rate")).toHaveTextContent("50%");
    expect(within(engagement).getByText("2 testimonials received")).toBeInTheDocument();
    expect(within(engagement).getByTestId("content-completion")).toHaveTextContent("75%");
  });

  it("says there is no response rate before any request was sent", () => {
    renderDashboard(summary(0));

    const engagement = screen.getByRole("region", { name: "Engagement Summary" });
    expect(within(engagement).getByTestId("active-links")).toHaveTextContent("0");
    expect(
      within(engagement).getByText("No requests sent in the last 30 days"),
    ).toBeInTheDocument();
    expect(within(engagement).getByText("Nothing written yet")).toBeInTheDocument();
  });
});
