import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ToastProvider } from "@/components/ui/toast";

import TestimonialPage from "../routes/testimonial-page";

// Full forms in jsdom are slow on a busy machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 20_000 });

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer>;
const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = String(input);
  const key = `${init?.method ?? "GET"} ${url.split("?")[0]}`;
  const answer = answers[key];
  if (!answer) throw new Error(`unexpected ${key}`);
  return new Response(JSON.stringify(answer.body), { status: answer.status });
});

const USED = {
  detail: "This link has already been used to send a testimonial, and each link works once.",
  reason: "used",
};

beforeEach(() => {
  answers = {
    "GET /api/testimonials/invite": { status: 200, body: { name: "Mrs Patel", role: "Teacher" } },
    "POST /api/testimonials": {
      status: 201,
      body: { detail: "ok", status: "pending", verified: true },
    },
  };
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(url: string) {
  render(
    // A fresh SWR cache for each test.
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={[url]}>
        <ToastProvider>
          <Routes>
            <Route path="/testimonials" element={<TestimonialPage />} />
            <Route path="/" element={<p>Home page</p>} />
          </Routes>
        </ToastProvider>
      </MemoryRouter>
    </SWRConfig>,
  );
  return userEvent.setup();
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText("Your Testimonial"));
  await user.paste("Twenty-one characters and more");
  await user.click(screen.getByLabelText("13 or older"));
  await user.click(screen.getByLabelText(/I agree to the/));
  await user.click(screen.getByRole("button", { name: "Submit Testimonial" }));
}

const posted = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === "POST")
    .map(([, init]) => JSON.parse(init!.body as string));

describe("a request's signed link", () => {
  it("checks the link, prefills name and role, and sends it with the testimonial", async () => {
    const user = renderPage("/testimonials?invite=abc%3Adef");

    expect(await screen.findByLabelText("Your Name")).toHaveValue("Mrs Patel");
    expect(String(fetchMock.mock.calls[0][0])).toBe("/api/testimonials/invite?token=abc%3Adef");
    const role = screen.getByLabelText(/^Relationship/);
    expect(role).toHaveValue("Teacher");
    expect(role).toBeDisabled();
    expect(screen.getByText("Verified · Teacher")).toBeInTheDocument();

    await fillAndSubmit(user);

    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeInTheDocument();
    expect(screen.getByText(/It will show as verified/)).toBeInTheDocument();
    expect(posted()).toEqual([expect.objectContaining({ invite: "abc:def", name: "Mrs Patel" })]);
  });

  it("says why a refused link cannot be used and offers the plain form", async () => {
    answers["GET /api/testimonials/invite"] = { status: 409, body: USED };
    answers["POST /api/testimonials"] = { status: 201, body: { detail: "ok", status: "pending" } };
    const user = renderPage("/testimonials?invite=abc");

    expect(await screen.findByRole("alert")).toHaveTextContent(USED.detail);
    expect(screen.getByLabelText(/^Relationship/)).toBeEnabled();
    await user.type(screen.getByLabelText("Your Name"), "Mrs Patel");
    await user.selectOptions(screen.getByLabelText(/^Relationship/), "Teacher");
    await fillAndSubmit(user);

    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeInTheDocument();
    expect(screen.queryByText(/It will show as verified/)).not.toBeInTheDocument();
    expect(posted()[0]).not.toHaveProperty("invite");
  });

  it("keeps what was typed when the link is refused on submit", async () => {
    answers["POST /api/testimonials"] = { status: 409, body: USED };
    const user = renderPage("/testimonials?invite=abc");
    await screen.findByLabelText("Your Name");

    await fillAndSubmit(user);

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(USED.detail);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText("Your Testimonial")).toHaveValue("Twenty-one characters and more");
    expect(screen.getByLabelText(/^Relationship/)).toBeEnabled();
    expect(screen.queryByRole("heading", { name: "Thank You!" })).not.toBeInTheDocument();
  });
});

describe("the withdraw link", () => {
  beforeEach(() => {
    answers["GET /api/testimonials/withdraw"] = {
      status: 200,
      body: {
        name: "Mrs Patel",
        role: "Teacher",
        content: "A curious student.",
        isApproved: true,
        verified: true,
      },
    };
    answers["POST /api/testimonials/withdraw"] = { status: 200, body: { detail: "Withdrawn." } };
  });

  it("shows the testimonial and withdraws it only when the button is pressed", async () => {
    const user = renderPage("/testimonials?withdraw=tok%3A1");

    expect(await screen.findByText(/A curious student\./)).toBeInTheDocument();
    expect(screen.getByText(/This testimonial is published on the site\./)).toBeInTheDocument();
    expect(posted()).toEqual([]); // opening the link removes nothing

    await user.click(screen.getByRole("button", { name: "Withdraw testimonial" }));

    expect(
      await screen.findByRole("heading", { name: "Your testimonial has been withdrawn" }),
    ).toHaveFocus();
    expect(posted()).toEqual([{ token: "tok:1" }]);
  });

  it("says when the testimonial is already gone", async () => {
    const gone = { detail: "This testimonial has already been withdrawn.", reason: "withdrawn" };
    answers["GET /api/testimonials/withdraw"] = { status: 410, body: gone };
    renderPage("/testimonials?withdraw=tok");

    expect(await screen.findByRole("alert")).toHaveTextContent(gone.detail);
    expect(screen.queryByRole("button", { name: "Withdraw testimonial" })).not.toBeInTheDocument();
  });
});
