// A qualification's grades in the Record tab: the grade field offers the type's scale (the
// server's file), a grade off it shows the server's message on the field and nothing else is
// sent, a mock needs its date before anything is sent, and a grade marked public whose
// qualification holds personal data waits for 'Publish anyway?' (the shared held save).
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ToastProvider } from "@/components/ui/toast";

import { GradesSection, orderedGrades } from "./grades-section";
import { grade, qualification } from "./test-data";

type Sent = { method: string; url: string; body: Record<string, unknown> | null };

const OFF_SCALE = "Grade must be one of 9, 8, 7, 6, 5, 4, 3, 2, 1 or U for a GCSE";
const FINDING = { field: "subject", text: "07700 900123", kind: "phone", reason: "a phone number" };

/** Every write answered by `answers` in turn (then 201), every read with []. */
function serve(answers: { status: number; body: unknown }[] = []) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      if (method === "GET") return new Response("[]", { status: 200 });
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
      sent.push({ method, url, body });
      const answer = answers.shift() ?? { status: 201, body: { id: "g9", ...body, warnings: [] } };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return sent;
}

function renderGrades(rows = [qualification()]) {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ToastProvider>
        <GradesSection rows={rows} />
      </ToastProvider>
    </SWRConfig>,
  );
}

const gradeForm = () => within(screen.getByRole("form", { name: "Add a grade" }));

afterEach(() => vi.unstubAllGlobals());

describe("the grades of a qualification", () => {
  it("offers the type's scale, and the A level's for an A level", async () => {
    serve();
    renderGrades([
      qualification(),
      qualification({ id: "q2", subject: "Physics", type: "a-level", tier: "" }),
    ]);
    expect(gradeForm().getByLabelText("Grade")).toHaveAttribute("list");
    expect(gradeForm().getByText("GCSE: 9, 8, 7, 6, 5, 4, 3, 2, 1, U")).toBeInTheDocument();

    await userEvent.setup().selectOptions(screen.getByLabelText("Qualification"), "q2");
    expect(gradeForm().getByText("A level: A*, A, B, C, D, E, U")).toBeInTheDocument();
  });

  it("shows the server's message for a grade off the scale on the field", async () => {
    const sent = serve([{ status: 400, body: { value: [OFF_SCALE] } }]);
    renderGrades();
    const form = screen.getByRole("form", { name: "Add a grade" });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText("Grade"), "10");
    await user.click(within(form).getByRole("button", { name: "Add Grade" }));

    expect(await within(form).findByText(OFF_SCALE)).toBeInTheDocument();
    expect(within(form).getByLabelText("Grade")).toHaveAttribute("aria-invalid", "true");
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({
      qualification: "q1",
      kind: "target",
      value: "10",
      date: null,
      isPublic: false,
    });
  });

  it("asks for a mock's date before sending anything", async () => {
    const sent = serve();
    renderGrades();
    const form = screen.getByRole("form", { name: "Add a grade" });
    const user = userEvent.setup();
    await user.selectOptions(within(form).getByLabelText("Kind"), "mock");
    await user.type(within(form).getByLabelText("Grade"), "6");
    await user.click(within(form).getByRole("button", { name: "Add Grade" }));

    expect(await within(form).findByText("Date is required for a mock")).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(form).getByLabelText("Date"), "2025-11-14");
    await user.click(within(form).getByRole("button", { name: "Add Grade" }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toMatchObject({ kind: "mock", value: "6", date: "2025-11-14" });
  });

  it("holds a public grade with personal data found until the owner publishes anyway", async () => {
    const refusal = { detail: "Publish anyway?", warnings: [FINDING], needsConfirmation: true };
    const sent = serve([{ status: 409, body: refusal }]);
    renderGrades();
    const form = screen.getByRole("form", { name: "Add a grade" });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText("Grade"), "9");
    await user.click(within(form).getByRole("switch", { name: /Public/ }));
    await user.click(within(form).getByRole("button", { name: "Add Grade" }));

    const dialog = await screen.findByRole("dialog", { name: "Publish anyway?" });
    expect(within(dialog).getByText(/07700 900123/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Publish anyway" }));

    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0].body).toMatchObject({ value: "9", isPublic: true });
    expect(sent[0].body).not.toHaveProperty("confirmPersonalData");
    expect(sent[1].body).toMatchObject({ value: "9", isPublic: true, confirmPersonalData: true });
  });

  it("keeps the held grade private when the owner keeps it as a draft", async () => {
    const refusal = { detail: "Publish anyway?", warnings: [FINDING], needsConfirmation: true };
    const sent = serve([{ status: 409, body: refusal }]);
    renderGrades();
    const form = screen.getByRole("form", { name: "Add a grade" });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText("Grade"), "9");
    await user.click(within(form).getByRole("switch", { name: /Public/ }));
    await user.click(within(form).getByRole("button", { name: "Add Grade" }));
    const dialog = await screen.findByRole("dialog", { name: "Publish anyway?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep as draft" }));

    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1].body).toMatchObject({ value: "9", isPublic: false });
    expect(sent[1].body).not.toHaveProperty("confirmPersonalData");
  });

  it("lists a qualification's grades in their story's order, each with its public switch", () => {
    serve();
    const grades = [
      grade("p", { kind: "predicted", value: "8" }),
      grade("m2", { kind: "mock", value: "7", date: "2026-03-12" }),
      grade("m1", { kind: "mock", value: "6", date: "2025-11-14", isPublic: true }),
      grade("t", { kind: "target", value: "8" }),
    ];
    expect(orderedGrades(grades).map((g) => g.id)).toEqual(["t", "m1", "m2", "p"]);
    renderGrades([qualification({ grades })]);
    const rows = within(screen.getByRole("table", { name: "Grades of Mathematics" })).getAllByRole(
      "row",
    );
    const cells = rows.slice(1).map((row) => within(row).getAllByRole("cell")[1].textContent);
    expect(cells).toEqual(["8", "6", "7", "8"]);
    expect(
      screen.getByRole("switch", { name: "Public: Mock 6, November 14, 2025" }),
    ).toHaveAttribute("aria-checked", "true");
    expect(screen.getByRole("switch", { name: "Public: Target 8" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
  });

  it("edits a grade, sending only what changed, and Cancel goes back to adding", async () => {
    const sent = serve();
    const grades = [grade("m1", { kind: "mock", value: "6", date: "2025-11-14" })];
    renderGrades([qualification({ grades })]);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Edit Mock 6, November 14, 2025" }));
    const form = screen.getByRole("form", { name: "Edit grade" });
    expect(within(form).getByLabelText("Grade")).toHaveValue("6");
    expect(within(form).getByLabelText("Date")).toHaveValue("2025-11-14");
    await user.clear(within(form).getByLabelText("Grade"));
    await user.type(within(form).getByLabelText("Grade"), "7");
    await user.click(within(form).getByRole("button", { name: "Update Grade" }));

    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: "PATCH", body: { value: "7" } });
    expect(sent[0].url).toMatch(/\/api\/admin\/record\/grades\/m1$/);
    expect(await screen.findByRole("form", { name: "Add a grade" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Edit Mock 6, November 14, 2025" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("form", { name: "Add a grade" })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });
});
