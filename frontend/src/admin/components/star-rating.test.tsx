import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { StarRating } from "./star-rating";

function stars(rating: number) {
  render(<StarRating rating={rating} />);
  const image = screen.getByRole("img", { name: `Rated ${rating} out of 5` });
  // The stars are icons drawn inside one named picture: how each is filled is what is tested.
  // eslint-disable-next-line testing-library/no-node-access -- icons hidden from the tree
  const icons = Array.from(image.querySelectorAll("svg"));
  return {
    filled: icons.filter((svg) => svg.classList.contains("fill-warm-400")).length,
    halves: icons.filter((svg) => svg.classList.contains("lucide-star-half")).length,
  };
}

describe("StarRating", () => {
  it("fills one star per point", () => {
    expect(stars(4)).toEqual({ filled: 4, halves: 0 });
  });

  it("shows a half star for an average such as 4.5", () => {
    expect(stars(4.5)).toEqual({ filled: 5, halves: 1 }); // four full stars and one half
  });
});
