import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { Skeletons } from "./skeleton";

describe("Skeletons", () => {
  it("draws one hidden placeholder per shape, in order, with that shape's classes", () => {
    const { container } = render(<Skeletons shapes="h-6 w-1/2 | mt-4 h-12 w-full" />);
    const blocks = [...container.children];
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toHaveClass("h-6", "w-1/2", "animate-pulse");
    expect(blocks[1]).toHaveClass("mt-4", "h-12", "w-full");
    expect(blocks.every((block) => block.getAttribute("aria-hidden") === "true")).toBe(true);
  });
});
