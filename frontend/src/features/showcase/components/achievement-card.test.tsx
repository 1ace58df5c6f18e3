import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import type { Achievement } from "../api/get-achievements";
import { AchievementCard } from "./achievement-card";

const ACHIEVEMENT: Achievement = {
  id: "a1",
  title: "Gold Award",
  description: "Top of the year.",
  imageUrl: "/media/gallery/gold.webp",
  certificateUrl: "",
  date: "2025-02-06",
  category: "Academic",
  issuer: "UK Mathematics Trust",
  isPublished: true,
  createdAt: "2025-02-06T10:00:00Z",
  updatedAt: "2025-02-06T10:00:00Z",
};

describe("AchievementCard's View Certificate", () => {
  it("opens a PDF certificate in a new tab, not the viewer", () => {
    const open = vi.fn();
    const pdf = "/media/documents/0f3c2a9d8e7b4c1a9f0e1d2c3b4a5968.pdf";
    render(
      <AchievementCard
        achievement={{ ...ACHIEVEMENT, certificateUrl: pdf }}
        onViewCertificate={open}
      />,
    );

    const link = screen.getByRole("link", { name: /View Certificate: Gold Award \(PDF/ });
    expect(link).toHaveAttribute("href", pdf);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.queryByRole("button", { name: /View Certificate/ })).toBeNull();
  });

  it("opens the viewer on a picture certificate", async () => {
    const open = vi.fn();
    render(<AchievementCard achievement={ACHIEVEMENT} onViewCertificate={open} />);

    await userEvent.click(screen.getByRole("button", { name: "View Certificate: Gold Award" }));
    expect(open).toHaveBeenCalledOnce();
    expect(screen.queryByRole("link", { name: /View Certificate/ })).toBeNull();
  });

  it("offers nothing to view without a certificate", () => {
    render(<AchievementCard achievement={{ ...ACHIEVEMENT, imageUrl: "" }} />);
    expect(screen.queryByText("View Certificate")).toBeNull();
  });
});
