import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";

import { Button, ButtonLink, buttonClass } from "./button";

describe("buttonClass", () => {
  it("is the primary, medium, semibold button unless told otherwise", () => {
    const classes = buttonClass().split(" ");
    expect(classes).toEqual(
      expect.arrayContaining([
        "inline-flex",
        "items-center",
        "rounded-lg",
        "px-5",
        "py-2.5",
        "font-semibold",
        "bg-accent-700",
        "text-white",
        "hover:bg-accent-800",
      ]),
    );
  });

  it("takes the variant's colours, the size's padding and the weight, and adds placement", () => {
    const classes = buttonClass({
      variant: "ghost",
      size: "text",
      weight: "medium",
      className: "mt-8",
    }).split(" ");
    expect(classes).toEqual(
      expect.arrayContaining(["text-accent-700", "hover:underline", "px-1", "py-1", "font-medium"]),
    );
    expect(classes.at(-1)).toBe("mt-8");
    expect(classes).not.toContain("bg-accent-700");
    expect(classes).not.toContain("font-semibold");
    expect(classes).not.toContain("px-5");
  });

  it("gives each size its own padding and each variant its own colours", () => {
    expect(buttonClass({ size: "sm" })).toContain("px-4 py-2 text-sm");
    expect(buttonClass({ size: "lg" })).toContain("px-6 py-3");
    expect(buttonClass({ variant: "hero" })).toContain("bg-warm-400");
    expect(buttonClass({ variant: "ghost", size: "inline" }).split(" ")).not.toContain(
      "rounded-lg",
    );
    expect(buttonClass({ variant: "unavailable" })).toContain("cursor-not-allowed");
    expect(buttonClass({ variant: "secondary" })).toContain("border-slate-300");
  });
});

describe("Button", () => {
  it("is a type=button <button> (never submits a form by accident) that calls onClick", async () => {
    const onClick = vi.fn();
    render(
      <form onSubmit={() => expect.unreachable("the form was submitted")}>
        <Button onClick={onClick} variant="outline" size="sm">
          Do it
        </Button>
      </form>,
    );
    const button = screen.getByRole("button", { name: "Do it" });
    expect(button).toHaveAttribute("type", "button");
    expect(button).toHaveClass("border-slate-300", "px-4", "text-sm");
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("passes its other attributes through and can be a submit button", () => {
    render(
      <Button type="submit" aria-describedby="hint" disabled>
        Send
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Send" });
    expect(button).toHaveAttribute("type", "submit");
    expect(button).toHaveAttribute("aria-describedby", "hint");
    expect(button).toBeDisabled();
  });
});

describe("icons", () => {
  it("draws the icon before the text and iconEnd after it, hidden from screen readers", () => {
    const Before = (props: object) => <svg data-testid="before" {...props} />;
    const After = (props: object) => <svg data-testid="after" {...props} />;
    render(
      <Button icon={Before} iconEnd={After}>
        Explore
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Explore" });
    const [first, last] = [button.firstElementChild, button.lastElementChild];
    expect(first).toBe(screen.getByTestId("before"));
    expect(last).toBe(screen.getByTestId("after"));
    for (const icon of [first, last]) {
      expect(icon).toHaveAttribute("aria-hidden", "true");
      expect(icon).toHaveClass("size-4");
    }
    expect(button.childNodes[1]).toHaveTextContent("Explore");
  });
});

describe("ButtonLink", () => {
  it("is a link inside the site that looks like a button", () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/contact" variant="inverse" className="shrink-0">
          Get in Touch
        </ButtonLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole("link", { name: "Get in Touch" });
    expect(link).toHaveAttribute("href", "/contact");
    expect(link).toHaveClass("inline-flex", "bg-white", "px-5", "shrink-0");
  });
});
