import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { RelativeTime, timeAgo } from "./relative-time";

const NOW = Date.parse("2025-06-10T12:00:00Z");

describe("timeAgo", () => {
  it("says how long ago, in the largest whole unit", () => {
    expect(timeAgo("2025-06-10T11:59:30Z", NOW)).toBe("just now");
    expect(timeAgo("2025-06-10T11:55:00Z", NOW)).toBe("5 minutes ago");
    expect(timeAgo("2025-06-09T12:00:00Z", NOW)).toBe("yesterday");
    expect(timeAgo("2025-05-27T12:00:00Z", NOW)).toBe("2 weeks ago");
    expect(timeAgo("2024-06-01T12:00:00Z", NOW)).toBe("last year");
    expect(timeAgo("not a date", NOW)).toBe("");
  });
});

describe("RelativeTime", () => {
  it("keeps the exact moment and the full date for hover", () => {
    render(<RelativeTime iso="2025-01-04T09:00:00Z" />);
    const time = screen.getByText(/ago|yesterday|year/);
    expect(time).toHaveAttribute("datetime", "2025-01-04T09:00:00Z");
    expect(time).toHaveAttribute("title", "January 4, 2025");
  });
});
