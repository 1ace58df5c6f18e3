import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { markFirstPageShown, resetFirstPageShown, useStagedList } from "./staged-list";

const ITEMS = Array.from({ length: 20 }, (_, i) => `Item ${i + 1}`);

function List({ items = ITEMS }: { items?: string[] }) {
  const shown = useStagedList(items, 6);
  return (
    <ul>
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Lets the idle steps run (each one's effect schedules the next after React has drawn). */
async function drain() {
  for (let step = 0; step < 10; step += 1) await act(() => vi.advanceTimersByTimeAsync(20));
}

describe("useStagedList", () => {
  beforeEach(() => {
    resetFirstPageShown();
    vi.useFakeTimers();
    // jsdom has no requestIdleCallback: the fallback (a timer) is what runs.
  });
  afterEach(() => {
    vi.useRealTimers();
    resetFirstPageShown();
  });

  it("draws the top of a long list first on the page the visitor opened, then the rest", async () => {
    render(<List />);
    expect(screen.getAllByRole("listitem")).toHaveLength(6);

    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(screen.getAllByRole("listitem")).toHaveLength(12);

    await drain();
    expect(screen.getAllByRole("listitem")).toHaveLength(20);
    expect(screen.getByText("Item 20")).toBeInTheDocument();
  });

  it("draws the whole list at once on a page reached inside the app", () => {
    markFirstPageShown();
    render(<List />);
    expect(screen.getAllByRole("listitem")).toHaveLength(20);
  });

  it("draws a short list whole", () => {
    render(<List items={ITEMS.slice(0, 4)} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(4);
  });

  it("keeps drawing everything once complete, whatever the list becomes", async () => {
    const { rerender } = render(<List />);
    await drain();
    rerender(<List items={[...ITEMS, "Item 21", "Item 22"]} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(22);
  });
});
