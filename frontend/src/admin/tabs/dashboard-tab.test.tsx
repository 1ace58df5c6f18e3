import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig, unstable_serialize } from "swr";
import { describe, expect, it, vi } from "vitest";

import { ownerKey } from "../api/owner-data";
import { DashboardTab } from "./dashboard-tab";

vi.mock("../components/require-owner", () => ({
  useOwner: () => ({ id: 1, username: "owner", email: "owner@example.com", role: "admin" }),
}));
// Keys without first data stay loading: the owner's reads never answer in these tests.
vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/api-client")>()),
  apiRequest: () => new Promise(() => {}),
}));

const at = "2025-01-04T10:00:00Z";
const LISTS = {
  "/api/blog-posts": [
    { id: "1", title: "One", isPublished: true, publishedAt: at, updatedAt: at },
    { id: "2", title: "Two", isPublished: false, publishedAt: at, updatedAt: at },
  ],
  "/api/gcse-journal": [
    {
      id: "g",
      subject: "maths",
      topic: "Algebra",
      week: "Week 1",
      progress: 70,
      isPublished: true,
      createdAt: at,
      updatedAt: at,
    },
  ],
  "/api/travel-stories": [],
  "/api/gallery-items": [],
  "/api/media-items": [],
  "/api/contact-messages/unread-count": { unreadCount: 3 },
};

function renderDashboard(testimonials: unknown[] | undefined, openTab = vi.fn()) {
  const lists: Record<string, unknown> = { ...LISTS };
  if (testimonials) lists["/api/testimonials/admin"] = testimonials;
  // The owner's data lives under ["owner", path] keys, apart from the public pages' copies.
  const fallback = Object.fromEntries(
    Object.entries(lists).map(([path, data]) => [unstable_serialize(ownerKey(path)), data]),
  );
  render(
    <SWRConfig
      value={{
        provider: () => new Map(),
        fallback,
      }}
    >
      <DashboardTab openTab={openTab} />
    </SWRConfig>,
  );
  return openTab;
}

const testimonial = (isApproved: boolean, rating: number) => ({
  id: `${isApproved}-${rating}`,
  name: "Ms Patel",
  role: "Teacher",
  content: "Kind and curious.",
  rating,
  ageVerification: "over-13",
  isApproved,
  publishedAt: isApproved ? at : null,
  consentVerification: "",
  createdAt: at,
});

describe("DashboardTab", () => {
  it("shows figures computed from the lists", () => {
    renderDashboard([testimonial(true, 5), testimonial(true, 4), testimonial(false, 2)]);

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
    renderDashboard([testimonial(true, 5)]);

    expect(screen.getByRole("button", { name: /Review Testimonials/ })).toHaveTextContent(
      "All up to date",
    );
    expect(screen.queryByText("Action needed")).not.toBeInTheDocument();
  });

  it("shows skeletons, not zeros, while a list is loading", () => {
    renderDashboard(undefined);

    const card = screen.getByRole("region", { name: "Testimonials" });
    expect(card).toHaveAttribute("aria-busy", "true");
    expect(within(card).queryByTestId("testimonials-value")).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Blog Posts" })).toHaveAttribute(
      "aria-busy",
      "false",
    );
  });

  it("opens the requests view from Request Testimonials", async () => {
    const openTab = renderDashboard([]);

    await userEvent.setup().click(screen.getByRole("button", { name: /Request Testimonials/ }));

    expect(openTab).toHaveBeenCalledWith("requests");
  });
});
