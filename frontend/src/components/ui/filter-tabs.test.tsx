import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";

import { FilterTabs, filterPanelProps } from "./filter-tabs";

const TABS = [
  { value: "all", label: "All" },
  { value: "Europe", label: "Europe" },
  { value: "United Kingdom", label: "United Kingdom" },
] as const;

function Harness() {
  const [value, setValue] = useState<(typeof TABS)[number]["value"]>("all");
  return (
    <>
      <FilterTabs
        label="Continents"
        idPrefix="continent"
        tabs={TABS}
        value={value}
        onChange={setValue}
      />
      <div {...filterPanelProps("continent", value)}>Showing {value}</div>
    </>
  );
}

describe("FilterTabs", () => {
  it("selects the first tab, labels the panel with it and keeps one tab stop", () => {
    render(<Harness />);

    const all = screen.getByRole("tab", { name: "All" });
    expect(all).toHaveAttribute("aria-selected", "true");
    expect(all).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("tab", { name: "Europe" })).toHaveAttribute("tabindex", "-1");
    expect(screen.getByRole("tabpanel", { name: "All" })).toHaveTextContent("Showing all");
  });

  it("moves and selects with the arrow keys, Home and End, wrapping round", async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.click(screen.getByRole("tab", { name: "All" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Europe" })).toHaveFocus();
    expect(screen.getByRole("tabpanel", { name: "Europe" })).toHaveTextContent("Showing Europe");

    await user.keyboard("{End}");
    const uk = screen.getByRole("tab", { name: "United Kingdom" });
    expect(uk).toHaveFocus();
    expect(uk.id).toBe("continent-tab-united-kingdom");

    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowLeft}");
    expect(uk).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "All" })).toHaveFocus();
  });
});
