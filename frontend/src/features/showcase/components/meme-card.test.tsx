import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import type { Meme } from "../api/get-memes";
import { MemeCard } from "./meme-card";

const MEME: Meme = {
  id: "m1",
  authorHandle: "@alex",
  caption: "Every. Single. Time.",
  imageUrl: "",
  text: "Me in September: I'll start revising early.",
  hashtags: ["GCSELife", "Revision"],
  likes: 147,
  comments: 23,
  shares: 12,
  isPublished: true,
  createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  updatedAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
};

/** The count a button shows after its label ("Like, 147"). */
const countOf = (button: HTMLElement) => button.textContent?.split(", ").at(-1);

describe("MemeCard", () => {
  it("shows the handle, age, text panel, caption, hashtags and counts", () => {
    render(<MemeCard meme={MEME} />);

    const card = screen.getByRole("article", { name: "Every. Single. Time." });
    expect(within(card).getByText("@alex")).toBeInTheDocument();
    expect(within(card).getByText("3 days ago")).toBeInTheDocument();
    expect(within(card).getByText("Me in September: I'll start revising early.")).toBeVisible();
    expect(within(card).getByText("#GCSELife")).toBeInTheDocument();
    expect(within(card).getByText("#Revision")).toBeInTheDocument();
    expect(countOf(screen.getByRole("button", { name: /^Like/ }))).toBe("147");
    expect(countOf(screen.getByRole("button", { name: /^Comments/ }))).toBe("23");
    expect(countOf(screen.getByRole("button", { name: /^Share/ }))).toBe("12");
    expect(within(card).queryByRole("img")).toBeNull();
  });

  it("shows the image instead of the text panel when there is one", () => {
    render(<MemeCard meme={{ ...MEME, imageUrl: "/media/meme.webp", text: "" }} />);

    const image = screen.getByRole("img", { name: "Every. Single. Time." });
    expect(image).toHaveAttribute("width");
    expect(image).toHaveAttribute("height");
  });

  it("adds one like when toggled on and takes it back when toggled off", async () => {
    render(<MemeCard meme={MEME} />);
    const user = userEvent.setup();
    const like = screen.getByRole("button", { name: /^Like/ });
    expect(like).toHaveAttribute("aria-pressed", "false");

    await user.click(like);
    expect(countOf(like)).toBe("148");
    expect(like).toHaveAttribute("aria-pressed", "true");

    await user.click(like);
    expect(countOf(like)).toBe("147");
    expect(like).toHaveAttribute("aria-pressed", "false");
  });

  it("toggles shares the same way, independently of likes", async () => {
    render(<MemeCard meme={MEME} />);
    const user = userEvent.setup();
    const share = screen.getByRole("button", { name: /^Share/ });

    await user.click(share);
    expect(countOf(share)).toBe("13");
    expect(share).toHaveAttribute("aria-pressed", "true");
    expect(countOf(screen.getByRole("button", { name: /^Like/ }))).toBe("147");

    await user.click(share);
    expect(countOf(share)).toBe("12");
  });

  it("keeps each card's toggles to itself", async () => {
    render(
      <>
        <MemeCard meme={MEME} />
        <MemeCard meme={{ ...MEME, id: "m2", caption: "Second" }} />
      </>,
    );
    const user = userEvent.setup();
    const [first, second] = screen.getAllByRole("button", { name: /^Like/ });

    await user.click(first);
    expect(countOf(first)).toBe("148");
    expect(countOf(second)).toBe("147");
  });

  it("opens and closes the comments flag without changing the count", async () => {
    render(<MemeCard meme={MEME} />);
    const user = userEvent.setup();
    const comments = screen.getByRole("button", { name: /^Comments/ });
    expect(comments).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("Comments are not open yet.")).not.toBeVisible();

    await user.click(comments);
    expect(comments).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Comments are not open yet.")).toBeVisible();
    expect(countOf(comments)).toBe("23");

    await user.click(comments);
    expect(comments).toHaveAttribute("aria-expanded", "false");
  });
});
