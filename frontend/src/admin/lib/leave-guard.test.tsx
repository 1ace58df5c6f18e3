import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { confirmLeave, leaveWarning, registerLeaveGuard, useLeaveGuard } from "./leave-guard";

afterEach(() => {
  vi.restoreAllMocks();
});

function Editor({ unsaved }: { unsaved: boolean }) {
  useLeaveGuard(() => (unsaved ? "Your latest changes are not saved yet." : null));
  return (
    <>
      <a href="/contact">View Site</a>
      <a href="/blog/x" target="_blank" rel="noreferrer">
        Preview
      </a>
    </>
  );
}

function beforeUnload(): Event {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

describe("the leave guard", () => {
  it("asks only while something is unsaved", () => {
    const ask = vi.fn(() => false);
    const { rerender } = render(<Editor unsaved={false} />);
    expect(confirmLeave(ask)).toBe(true);
    expect(ask).not.toHaveBeenCalled();

    rerender(<Editor unsaved />);
    expect(confirmLeave(ask)).toBe(false);
    expect(ask).toHaveBeenCalledWith("Your latest changes are not saved yet.");
    expect(confirmLeave(() => true)).toBe(true);
  });

  it("makes the browser ask before the tab closes or reloads, and stops once saved", () => {
    const { rerender } = render(<Editor unsaved />);
    expect(beforeUnload().defaultPrevented).toBe(true);

    rerender(<Editor unsaved={false} />);
    expect(beforeUnload().defaultPrevented).toBe(false);
  });

  it("asks before a link leaves the page, and keeps the page when the owner stays", () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    render(<Editor unsaved />);

    const stay = fireEvent.click(screen.getByText("View Site"));
    expect(confirm).toHaveBeenCalledOnce();
    expect(stay).toBe(false); // the click was cancelled

    confirm.mockReturnValue(true);
    expect(fireEvent.click(screen.getByText("View Site"))).toBe(true);
    // A link opening a new tab leaves nothing behind: no question.
    fireEvent.click(screen.getByText("Preview"));
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it("forgets a guard when its editor goes", () => {
    const { unmount } = render(<Editor unsaved />);
    unmount();
    expect(leaveWarning()).toBeNull();
    expect(beforeUnload().defaultPrevented).toBe(false);
  });

  it("hears every registered guard", () => {
    const first = registerLeaveGuard(() => null);
    const second = registerLeaveGuard(() => "Second editor");
    expect(leaveWarning()).toBe("Second editor");
    second();
    expect(leaveWarning()).toBeNull();
    first();
  });
});
