import { fireEvent, render, screen } from "@testing-library/react";
import { CalendarDays, X } from "lucide-react";
import { describe, expect, it, vi } from "vitest";

import { IconButton } from "./icon-button";
import { MetaItem } from "./meta-item";

describe("IconButton", () => {
  it("is a button named by its label, never a submit button, and passes its clicks on", () => {
    const onClick = vi.fn();
    render(<IconButton icon={X} label="Close" onClick={onClick} className="p-1" />);
    const button = screen.getByRole("button", { name: "Close" });
    expect(button).toHaveAttribute("type", "button");
    expect(button).toHaveClass("p-1");
    expect(button.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe("MetaItem", () => {
  it("says its label to screen readers before the fact, after a hidden icon", () => {
    const { container } = render(
      <MetaItem icon={CalendarDays} label="Studied on" className="text-slate-600">
        <time dateTime="2025-01-06">6 January 2025</time>
      </MetaItem>,
    );
    const item = container.firstElementChild;
    expect(item).toHaveTextContent("Studied on 6 January 2025");
    expect(item).toHaveClass("inline-flex", "text-slate-600");
    expect(screen.getByText("Studied on")).toHaveClass("sr-only");
  });
});
