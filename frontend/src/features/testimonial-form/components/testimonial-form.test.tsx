import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ToastProvider } from "@/components/ui/toast";
import { RELATIONSHIPS } from "@/lib/relationships";

import TestimonialPage from "../routes/testimonial-page";
import { characterCountText } from "@/components/form/character-count";
import { ratingText } from "./star-rating";

// Full forms in jsdom are slow on a busy machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 20_000 });

let respond: () => Promise<Response>;
const fetchMock = vi.fn<typeof fetch>(() => respond());

beforeEach(() => {
  respond = async () =>
    new Response(JSON.stringify({ detail: "ok", status: "pending" }), { status: 201 });
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(url = "/testimonials") {
  render(
    <MemoryRouter initialEntries={[url]}>
      <ToastProvider>
        <Routes>
          <Route path="/testimonials" element={<TestimonialPage />} />
          <Route path="/" element={<p>Home page</p>} />
        </Routes>
      </ToastProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

/** The form as a request link opens it (name and role filled in), completed and submitted. */
async function submitFromRequestLink() {
  const user = renderPage("/testimonials?name=Mrs%20Patel&role=Teacher");
  await user.click(screen.getByLabelText("Your Testimonial"));
  await user.paste("Twenty-one characters");
  await user.click(screen.getByLabelText("13 or older"));
  await user.click(screen.getByLabelText(/I agree to the/));
  await user.click(screen.getByRole("button", { name: "Submit Testimonial" }));
}

const ratingGroup = () => screen.getByRole("group", { name: "Rating" });
/** The visible "n star(s)" text beside the stars. */
const ratingShown = () =>
  within(ratingGroup()).getByText(/stars?$/, { selector: "#field-rating-text" });

describe("rating and character count texts", () => {
  it("says star or stars", () => {
    expect([1, 2, 3, 4, 5].map(ratingText)).toEqual([
      "1 star",
      "2 stars",
      "3 stars",
      "4 stars",
      "5 stars",
    ]);
    expect(characterCountText(0)).toBe("0 characters");
    expect(characterCountText(1)).toBe("1 character");
    expect(characterCountText(42)).toBe("42 characters");
  });
});

describe("TestimonialPage", () => {
  it("starts at 5 stars and updates the text when a star is chosen", async () => {
    const user = renderPage();

    expect(ratingShown()).toHaveTextContent(/^5 stars$/);
    expect(screen.getByRole("radio", { name: "5 stars" })).toBeChecked();

    await user.click(screen.getByRole("radio", { name: "1 star" }));
    expect(ratingShown()).toHaveTextContent(/^1 star$/);
    expect(screen.getByRole("radio", { name: "1 star" })).toBeChecked();

    await user.click(screen.getByRole("radio", { name: "3 stars" }));
    expect(ratingShown()).toHaveTextContent(/^3 stars$/);
    expect(ratingGroup()).toHaveAccessibleDescription("3 stars");
  });

  it("counts characters live and shows how many more the minimum needs", async () => {
    const user = renderPage();
    const count = screen.getByTestId("character-count");
    expect(count).toHaveTextContent("0 characters");
    expect(screen.getByText("Minimum 20 characters (20 more needed)")).toBeVisible();

    await user.type(screen.getByLabelText("Your Testimonial"), "Great");
    expect(count).toHaveTextContent("5 characters");
    expect(screen.getByText("Minimum 20 characters (15 more needed)")).toBeVisible();

    await user.click(screen.getByLabelText("Your Testimonial"));
    await user.paste(" to work with, always!");
    expect(count).toHaveTextContent("27 characters");
    expect(screen.getByText("Maximum 2000 characters")).toBeVisible();
  });

  it("prefills name and role from the query", () => {
    renderPage("/testimonials?name=Mr%20Jones&role=coach");

    expect(screen.getByLabelText("Your Name")).toHaveValue("Mr Jones");
    expect(screen.getByLabelText("Relationship")).toHaveValue("Coach");
  });

  it("keeps a role that is not an option as an extra option", () => {
    renderPage("/testimonials?relationship=Piano%20tutor");

    const select = screen.getByLabelText("Relationship");
    expect(select).toHaveValue("Piano tutor");
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "Select your relationship",
      ...RELATIONSHIPS.filter((choice) => choice !== "Other"),
      "Piano tutor",
      "Other",
    ]);
  });

  it("shows every message on its field", async () => {
    const user = renderPage();

    await user.click(screen.getByRole("button", { name: "Submit Testimonial" }));

    expect(await screen.findByText("Name is required")).toBeVisible();
    expect(screen.getByLabelText("Your Name")).toHaveAccessibleDescription("Name is required");
    expect(screen.getByLabelText("Relationship")).toHaveAccessibleDescription(
      "Role/Relationship is required",
    );
    expect(screen.getByText("Please write at least 20 characters")).toBeVisible();
    expect(screen.getByText("Age verification is required for COPPA compliance")).toBeVisible();
    expect(screen.getByText("COPPA compliance acknowledgment is required")).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Your Name")).toHaveFocus();
  });

  it("sends role and content, says Submitting..., then thanks the visitor", async () => {
    let finish!: () => void;
    respond = () =>
      new Promise((resolve) => {
        finish = () =>
          resolve(
            new Response(JSON.stringify({ detail: "ok", status: "pending" }), { status: 201 }),
          );
      });
    const user = renderPage("/testimonials?name=Mrs%20Patel&relationship=Teacher");
    await user.click(screen.getByRole("radio", { name: "4 stars" }));
    await user.click(screen.getByLabelText("Your Testimonial"));
    await user.paste("A thoughtful student who asks great questions.");
    await user.click(screen.getByLabelText("13 or older"));
    await user.click(screen.getByLabelText(/I agree to the/));

    await user.click(screen.getByRole("button", { name: "Submit Testimonial" }));

    expect(await screen.findByRole("button", { name: "Submitting..." })).toBeDisabled();
    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe("/api/testimonials");
    expect(JSON.parse(init!.body as string)).toEqual({
      name: "Mrs Patel",
      role: "Teacher",
      content: "A thoughtful student who asks great questions.",
      rating: 4,
      ageVerification: "over-13",
      coppaCompliant: true,
      website: "",
    });

    finish();

    // The heading takes focus in an effect, which may run just after it first appears.
    const thanks = await screen.findByRole("heading", { name: "Thank You!" });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.getByText("Testimonial submitted!")).toBeVisible();
    expect(
      screen.getByText(
        "Thank you for sharing your experience. Your testimonial will be reviewed and published soon.",
      ),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Return to Website" }));
    expect(screen.getByText("Home page")).toBeVisible();
  });

  it("shows a 400's messages on the visible fields", async () => {
    respond = async () =>
      new Response(
        JSON.stringify({
          role: ["Ensure this field has no more than 100 characters."],
          content: ["Please write at least 20 characters"],
        }),
        { status: 400 },
      );
    await submitFromRequestLink();

    expect(await screen.findByText("Submission failed")).toBeVisible();
    expect(screen.getByText("Please try again or contact us directly.")).toBeVisible();
    await waitFor(() =>
      expect(screen.getByLabelText("Relationship")).toHaveAccessibleDescription(
        "Ensure this field has no more than 100 characters.",
      ),
    );
    expect(screen.getByLabelText("Your Testimonial")).toHaveAccessibleDescription(
      expect.stringContaining("Please write at least 20 characters"),
    );
  });

  it("says in words when to try again after a 429, never the server's text", async () => {
    respond = async () =>
      new Response(
        JSON.stringify({ detail: "Request was throttled. Expected available in 300 seconds." }),
        { status: 429 },
      );
    await submitFromRequestLink();

    expect(
      await screen.findByText(
        "Too many testimonials have been sent from your connection recently. Please try again in 5 minutes or contact us directly.",
      ),
    ).toBeVisible();
    expect(screen.getByText("Submission failed")).toBeVisible();
    expect(screen.queryByText(/throttled/)).toBeNull();
  });

  it("says nothing about a field the visitor only tabbed past, until they submit", async () => {
    const user = renderPage();

    await user.click(screen.getByLabelText("Your Name"));
    await user.tab(); // to Relationship
    await user.tab(); // to the stars
    await user.tab(); // to the testimonial

    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByLabelText("Your Name")).toHaveAttribute("aria-invalid", "false");
    expect(screen.getByLabelText("Relationship")).toHaveAttribute("aria-invalid", "false");

    await user.click(screen.getByRole("button", { name: "Submit Testimonial" }));

    expect(screen.getByLabelText("Your Name")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Relationship")).toHaveAttribute("aria-invalid", "true");
  });

  it("Cancel goes home", async () => {
    const user = renderPage();

    await user.click(screen.getByRole("link", { name: "Cancel" }));

    expect(screen.getByText("Home page")).toBeVisible();
  });
});
