import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form, Formik } from "formik";
import { describe, expect, it, vi } from "vitest";

import { appendChip, ChipsInput } from "./chips-input";

describe("appendChip", () => {
  it("trims the text and appends it", () => {
    expect(appendChip(["Science"], "  Physics  ")).toEqual(["Science", "Physics"]);
  });

  it("ignores empty or blank text", () => {
    expect(appendChip(["Science"], "")).toEqual(["Science"]);
    expect(appendChip(["Science"], "   ")).toEqual(["Science"]);
  });

  it("skips a repeat in any letter case", () => {
    expect(appendChip(["Science"], "science")).toEqual(["Science"]);
  });

  it("adds nothing beyond the maximum", () => {
    expect(appendChip(["a", "b"], "c", 2)).toEqual(["a", "b"]);
  });
});

function renderChips(initial: string[] = [], onSubmit = vi.fn()) {
  render(
    <Formik initialValues={{ categories: initial }} onSubmit={onSubmit}>
      <Form>
        <ChipsInput name="categories" label="Categories" noun="category" maxItems={3} />
        <button type="submit">Save</button>
      </Form>
    </Formik>,
  );
  return { input: screen.getByLabelText("Categories", { selector: "input" }), onSubmit };
}

const chipNames = () =>
  screen.queryAllByRole("button", { name: /^Remove category / }).map((b) => b.textContent);

describe("ChipsInput", () => {
  it("adds a trimmed chip with the Enter key without submitting the form", async () => {
    const user = userEvent.setup();
    const { input, onSubmit } = renderChips();

    await user.type(input, "  Science {Enter}");

    expect(chipNames()).toEqual(["Science"]);
    expect(input).toHaveValue("");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("adds a chip with the Add button and keeps the focus in the input", async () => {
    const user = userEvent.setup();
    const { input } = renderChips(["Science"]);

    await user.type(input, "Physics");
    await user.click(screen.getByRole("button", { name: "Add category" }));

    expect(chipNames()).toEqual(["Science", "Physics"]);
    expect(input).toHaveFocus();
  });

  it("ignores empty text", async () => {
    const user = userEvent.setup();
    const { input } = renderChips(["Science"]);

    await user.type(input, "   {Enter}");
    await user.click(screen.getByRole("button", { name: "Add category" }));

    expect(chipNames()).toEqual(["Science"]);
  });

  it("removes the chip that is clicked", async () => {
    const user = userEvent.setup();
    renderChips(["Science", "Physics", "Space"]);

    await user.click(screen.getByRole("button", { name: "Remove category Physics" }));

    expect(chipNames()).toEqual(["Science", "Space"]);
  });

  it("submits the chips as the field's value", async () => {
    const user = userEvent.setup();
    const { input, onSubmit } = renderChips();

    await user.type(input, "Science{Enter}");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(onSubmit).toHaveBeenCalledWith({ categories: ["Science"] }, expect.anything());
  });

  it("says when the maximum is reached and disables Add", async () => {
    renderChips(["a", "b", "c"]);

    expect(screen.getByRole("button", { name: "Add category" })).toBeDisabled();
    expect(screen.getByText(/That is the most allowed \(3\)/)).toBeInTheDocument();
  });
});
