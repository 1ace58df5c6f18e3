import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";

import NotFoundPage from "./not-found-page";

describe("NotFoundPage", () => {
  it("says 404 once, to the eye and to a screen reader", () => {
    render(
      <MemoryRouter initialEntries={["/no-such-page"]}>
        <NotFoundPage />
      </MemoryRouter>,
    );

    expect(screen.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
    expect(document.body.textContent?.match(/404/g)).toHaveLength(1);
    // No label says it a second time.
    expect(screen.queryAllByLabelText(/404/)).toEqual([]);
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });
});
