// A log entry's evidence: chosen from the owner's own rows of each type (their names: a title,
// or a journal entry's week and topic), each row at most once, removed with its button; the
// form sends the rows as type and id.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form, Formik } from "formik";
import { SWRConfig } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";

import { EvidenceField, candidateName } from "./evidence-field";
import { logPayload, logValues, type LogFormValues } from "./log-schema";

const ROWS: Record<string, unknown[]> = {
  "/api/achievements": [
    { id: "a1", title: "UKMT Gold" },
    { id: "a2", title: "Chess club captain" },
  ],
  "/api/gcse-journal": [{ id: "j1", week: "Week 3", topic: "Quadratics" }],
};

function renderField(submitted: (values: LogFormValues) => void) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => new Response(JSON.stringify(ROWS[url] ?? []), { status: 200 })),
  );
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Formik<LogFormValues> initialValues={logValues(null, "2025-10-01")} onSubmit={submitted}>
        <Form aria-label="Entry">
          <EvidenceField />
          <button type="submit">Save</button>
        </Form>
      </Formik>
    </SWRConfig>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("a log entry's evidence", () => {
  it("names a row by its title, or a journal entry by its week and topic", () => {
    expect(candidateName({ id: "a", title: "UKMT Gold" })).toBe("UKMT Gold");
    expect(candidateName({ id: "j", week: "Week 3", topic: "Quadratics" })).toBe(
      "Week 3: Quadratics",
    );
  });

  it("adds the owner's rows once each, removes them, and sends them as type and id", async () => {
    const submitted = vi.fn();
    renderField(submitted);
    const user = userEvent.setup();
    const achievement = screen.getByLabelText("Achievement");
    expect(await within(achievement).findByRole("option", { name: "UKMT Gold" })).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Add evidence" }));
    const chosen = screen.getByRole("list", { name: "Evidence" });
    expect(chosen).toHaveTextContent("Achievement: UKMT Gold");
    // Once chosen, a row is no longer offered.
    expect(within(achievement).queryByRole("option", { name: "UKMT Gold" })).toBeNull();

    await user.selectOptions(screen.getByLabelText("Evidence type"), "journal-entry");
    const entry = screen.getByLabelText("GCSE journal entry");
    expect(
      await within(entry).findByRole("option", { name: "Week 3: Quadratics" }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add evidence" }));
    expect(screen.getByRole("button", { name: "Add evidence" })).toBeDisabled(); // none left

    await user.click(screen.getByRole("button", { name: "Remove UKMT Gold" }));
    expect(chosen).not.toHaveTextContent("UKMT Gold");
    await user.click(screen.getByRole("button", { name: "Save" }));

    await vi.waitFor(() => expect(submitted).toHaveBeenCalled());
    const values = submitted.mock.calls[0][0] as LogFormValues;
    expect(logPayload(values).evidence).toEqual([{ type: "journal-entry", id: "j1" }]);
  });
});
