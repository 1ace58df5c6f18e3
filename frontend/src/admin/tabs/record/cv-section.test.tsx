// The CV's settings in the Record tab: the owner moves a section and hides one, and the save
// sends every section once in the new order; the private PDF needs a valid address (nothing
// is asked of the server otherwise) and shows the server's message when it refuses one.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ToastProvider } from "@/components/ui/toast";

import { CvSection, moved } from "./cv-section";

const SECTIONS = [
  { key: "education", title: "Qualifications", shown: true },
  { key: "awards", title: "Achievements & awards", shown: true },
  { key: "projects", title: "Projects", shown: true },
];

type Sent = { method: string; url: string; body: unknown };

function serve({ pdf = { status: 200, body: "%PDF-1.7" } } = {}) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (url.startsWith("/api/admin/cv.pdf"))
        return new Response(pdf.body, {
          status: pdf.status,
          headers: { "Content-Type": pdf.status === 200 ? "application/pdf" : "application/json" },
        });
      const body = method === "PUT" ? init?.body : JSON.stringify({ sections: SECTIONS });
      return new Response(String(body), { status: 200 });
    }),
  );
  return sent;
}

function renderSection() {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ToastProvider>
        <CvSection />
      </ToastProvider>
    </SWRConfig>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("moved", () => {
  it("swaps a row with its neighbour and leaves the ends alone", () => {
    expect(moved(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(moved(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moved(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
  });
});

describe("the CV's sections", () => {
  it("saves every section once, in the order the owner set, with the hidden one", async () => {
    const sent = serve();
    const user = userEvent.setup();
    renderSection();
    const list = await screen.findByRole("list", { name: "CV sections" });
    const save = screen.getByRole("button", { name: "Save sections" });
    expect(save).toBeDisabled();

    await user.click(within(list).getByRole("button", { name: "Move Projects up" }));
    await user.click(within(list).getByRole("checkbox", { name: "Qualifications" }));
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((row) => row.textContent),
    ).toEqual(["Qualifications", "Projects", "Achievements & awards"]);
    await user.click(save);

    await screen.findByText("The CV's sections are saved.");
    const put = sent.find((request) => request.method === "PUT");
    expect(put?.body).toEqual({
      sections: [
        { key: "education", shown: false },
        { key: "projects", shown: true },
        { key: "awards", shown: true },
      ],
    });
  });
});

describe("the private PDF", () => {
  it("asks for a valid address before anything is sent", async () => {
    const sent = serve();
    const user = userEvent.setup();
    renderSection();
    await user.type(screen.getByLabelText("E-mail address to add"), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Download private PDF" }));

    expect(screen.getByRole("alert")).toHaveTextContent("Enter a valid email address");
    expect(sent.some((request) => request.url.startsWith("/api/admin/cv.pdf"))).toBe(false);
  });

  it("downloads the file with the address, or shows the server's message", async () => {
    const created = vi.fn(() => "blob:cv");
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    const sent = serve();
    const user = userEvent.setup();
    renderSection();
    await user.type(screen.getByLabelText("E-mail address to add"), "ada@example.org");
    await user.click(screen.getByRole("button", { name: "Download private PDF" }));

    await vi.waitFor(() => expect(created).toHaveBeenCalled());
    expect(sent.map((request) => request.url)).toContain(
      "/api/admin/cv.pdf?email=ada%40example.org",
    );

    serve({ pdf: { status: 400, body: JSON.stringify({ email: ["Server says no"] }) } });
    await user.click(screen.getByRole("button", { name: "Download private PDF" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Server says no");
  });
});
