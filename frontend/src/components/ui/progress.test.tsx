import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { clampPercent, Progress } from "./progress";

describe("Progress", () => {
  it("is a progressbar named by its label, with its value out of 100", () => {
    render(<Progress value={85} />);
    const bar = screen.getByRole("progressbar", { name: "Progress" });
    expect(bar.tagName).toBe("PROGRESS");
    expect(bar).toHaveAttribute("value", "85");
    expect(bar).toHaveAttribute("max", "100");
    expect(screen.getByText("Progress").nextElementSibling).toHaveTextContent("85%");
  });

  it("takes another label, and each bar is named by its own", () => {
    render(
      <>
        <Progress value={40} label="Maths" />
        <Progress value={60} label="Physics" />
      </>,
    );
    expect(screen.getByRole("progressbar", { name: "Maths" })).toHaveAttribute("value", "40");
    expect(screen.getByRole("progressbar", { name: "Physics" })).toHaveAttribute("value", "60");
  });

  it("rounds and clamps what it is given to 0-100", () => {
    render(<Progress value={142.4} className="mt-6" />);
    const bar = screen.getByRole("progressbar");
    expect(bar).toHaveAttribute("value", "100");
    expect(bar.closest("div.mt-6")).not.toBeNull();
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(66.6)).toBe(67);
  });
});
