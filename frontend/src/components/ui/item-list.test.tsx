import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { ItemList } from "./item-list";

describe("ItemList", () => {
  it("draws one list item per row, in order, with the row and its place", () => {
    const rows = [
      { id: "a", title: "First" },
      { id: "b", title: "Second" },
    ];
    render(
      <ItemList items={rows} className="grid gap-8">
        {(row, index) => <article>{`${index}: ${row.title}`}</article>}
      </ItemList>,
    );
    const list = screen.getByRole("list");
    expect(list).toHaveClass("grid", "gap-8");
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["0: First", "1: Second"]);
  });

  it("is an empty list when there are no rows", () => {
    render(<ItemList items={[]}>{() => <span />}</ItemList>);
    expect(screen.queryAllByRole("listitem")).toHaveLength(0);
  });
});
