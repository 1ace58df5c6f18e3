import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { CoverImage } from "./cover-image";

describe("CoverImage", () => {
  it("is a sized 16:9 picture, lazy unless eager", () => {
    render(<CoverImage src="/media/a.jpg" alt="A" className="sm:aspect-[21/9]" />);
    const img = screen.getByRole("img", { name: "A" });
    expect(img).toHaveAttribute("width", "1200");
    expect(img).toHaveAttribute("height", "675");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveClass("aspect-video", "sm:aspect-[21/9]");
  });

  it("draws its fallback, or nothing, when the file fails to load or there is none", () => {
    const { container } = render(<CoverImage src="/media/a.jpg" alt="A" eager />);
    expect(screen.getByRole("img")).toHaveAttribute("fetchpriority", "high");
    fireEvent.error(screen.getByRole("img"));
    expect(container).toBeEmptyDOMElement();

    render(<CoverImage src="" alt="B" fallback={<p>No picture</p>} />);
    expect(screen.getByText("No picture")).toBeInTheDocument();
  });
});
