import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { StatusBadge, statusStyle } from "./status-badge";

describe("StatusBadge", () => {
  it.each([
    ["Live", "green", "bg-green-100"],
    ["Live & Growing", "green", "bg-green-100"],
    ["In Development", "blue", "bg-blue-100"],
    ["Prototype", "yellow", "bg-yellow-100"],
    ["Planning", "gray", "bg-slate-100"],
    ["Paused", "gray", "bg-slate-100"],
    ["", "gray", "bg-slate-100"],
  ])("draws %j in %s", (status, tone, background) => {
    expect(statusStyle(status).tone).toBe(tone);
    expect(statusStyle(status).style).toContain(background);
  });

  it("ignores case and stray spaces", () => {
    expect(statusStyle(" live & growing ").tone).toBe("green");
  });

  it("shows the status text and tells screen readers what it is", () => {
    render(<StatusBadge status="In Development" />);

    const badge = screen.getByText("In Development");
    expect(badge).toHaveAttribute("data-tone", "blue");
    expect(badge).toHaveTextContent("Status: In Development");
  });
});
