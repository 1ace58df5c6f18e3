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

describe("Progress in the owner's panel", () => {
  it("keeps its name when a caption stands above it, and says the value text", () => {
    render(
      <Progress
        value={100}
        label="Upload progress"
        caption="Processing photo..."
        valueText="Upload complete"
      />,
    );
    const bar = screen.getByRole("progressbar", { name: "Upload progress" });
    expect(bar).toHaveAttribute("value", "100");
    expect(bar).toHaveAttribute("aria-valuetext", "Upload complete");
    expect(screen.getByText("Processing photo...")).toBeInTheDocument();
  });

  it("draws the bar alone when the label is hidden, still named for screen readers", () => {
    render(<Progress value={60} label="Average GCSE progress" hideLabel tone="success" />);
    const bar = screen.getByRole("progressbar", { name: "Average GCSE progress" });
    expect(bar).toHaveAttribute("value", "60");
    expect(bar.className).toContain("bg-green-600");
    expect(screen.queryByText("Average GCSE progress")).toBeNull();
    expect(screen.queryByText("60%", { selector: "span" })).toBeNull();
  });
});
