import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ToastProvider } from "@/components/ui/toast";

import { ContactForm } from "./contact-form";

// Full forms in jsdom are slow on a busy machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 20_000 });

type Responder = () => Promise<Response>;
let respond: Responder;
const fetchMock = vi.fn<typeof fetch>(() => respond());

beforeEach(() => {
  respond = async () => new Response(JSON.stringify({ detail: "ok" }), { status: 201 });
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm() {
  render(
    <MemoryRouter>
      <ToastProvider>
        <ContactForm />
      </ToastProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Name"), "Sam Teacher");
  await user.click(screen.getByLabelText("Email"));
  await user.paste("sam@example.com");
  await user.click(screen.getByLabelText("Subject"));
  await user.paste("About your project");
  await user.click(screen.getByLabelText("Message"));
  await user.paste("I enjoyed your physics project.");
  await user.click(screen.getByLabelText("13 or older"));
  await user.click(screen.getByLabelText(/I consent to my name/));
  await user.click(screen.getByLabelText(/I acknowledge the COPPA notice/));
}

/** A complete, verified form, submitted. */
async function submitCompleteForm() {
  const user = renderForm();
  await fillValidForm(user);
  await user.click(verifyButton());
  await user.click(submitButton());
}

const verifyButton = () => screen.getByRole("button", { name: "I'm not a robot" });
const submitButton = () => screen.getByRole("button", { name: /Send Message|Sending.../ });

describe("ContactForm", () => {
  it("counts the message live and says when a pasted one is too long, without cutting it", async () => {
    const user = renderForm();
    const message = screen.getByLabelText("Message");
    const count = screen.getByTestId("character-count");
    expect(count).toHaveTextContent("0 characters");
    expect(screen.getByText("Minimum 10 characters (10 more needed)")).toBeVisible();

    await fillValidForm(user);
    expect(count).toHaveTextContent("31 characters");
    expect(screen.getByText("Maximum 5000 characters")).toBeVisible();

    await user.clear(message);
    await user.click(message);
    await user.paste("a".repeat(5010));
    expect(message).toHaveValue("a".repeat(5010));
    expect(count).toHaveTextContent("5010 characters");
    expect(screen.getByText("Maximum 5000 characters (10 too many)")).toBeVisible();

    await user.click(verifyButton());
    await user.click(submitButton());
    expect(await screen.findByText("Message must be at most 5000 characters")).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(message).toHaveAccessibleDescription(/Message must be at most 5000 characters/);
  });

  it("blocks submission until the human-verification toggle is on", async () => {
    const user = renderForm();
    await fillValidForm(user);

    await user.click(submitButton());

    expect(await screen.findByText("Please complete the CAPTCHA verification")).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(verifyButton()).toHaveFocus();

    await user.click(verifyButton());
    expect(verifyButton()).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("Verified: thank you!")).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByText("Please complete the CAPTCHA verification")).toBeNull(),
    );

    await user.click(submitButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  it("toggles verification off again", async () => {
    const user = renderForm();

    await user.click(verifyButton());
    await user.click(verifyButton());

    expect(verifyButton()).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByText("Not verified yet")).toBeVisible();
  });

  it("shows every validation message on an empty submit", async () => {
    const user = renderForm();

    await user.click(submitButton());

    for (const message of [
      "Name must be at least 2 characters",
      "Please enter a valid email address",
      "Subject must be at least 5 characters",
      "Message must be at least 10 characters",
      "Please verify your age for COPPA compliance",
      "You must consent to data processing",
      "COPPA compliance acknowledgment is required",
      "Please complete the CAPTCHA verification",
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(screen.getByLabelText("Name")).toHaveFocus();
    expect(screen.getByLabelText("Name")).toHaveAccessibleDescription(
      "Name must be at least 2 characters",
    );
  });

  it("sends the API's fields, says Sending..., then clears the form and the verification", async () => {
    let finish!: () => void;
    respond = () =>
      new Promise((resolve) => {
        finish = () => resolve(new Response(JSON.stringify({ detail: "ok" }), { status: 201 }));
      });
    await submitCompleteForm();

    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();
    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe("/api/contact");
    expect(JSON.parse(init!.body as string)).toEqual({
      name: "Sam Teacher",
      email: "sam@example.com",
      subject: "About your project",
      message: "I enjoyed your physics project.",
      ageVerification: "over-13",
      consent: true,
      coppaCompliant: true,
      website: "",
    });

    finish();

    expect(await screen.findByText("Message Sent!")).toBeVisible();
    expect(
      screen.getByText("Thank you for your message. I'll get back to you soon!"),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveValue(""));
    expect(screen.getByLabelText("Message")).toHaveValue("");
    expect(screen.getByLabelText("13 or older")).not.toBeChecked();
    expect(screen.getByLabelText(/I consent to my name/)).not.toBeChecked();
    expect(verifyButton()).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  it("shows a 400's messages on their fields, and the specification's words in the toast", async () => {
    respond = async () =>
      new Response(JSON.stringify({ name: ["Line breaks are not allowed here"] }), {
        status: 400,
      });
    await submitCompleteForm();

    expect(await screen.findByText("Failed to send message. Please try again.")).toBeVisible();
    expect(screen.getByText("Error")).toBeVisible();
    const name = screen.getByLabelText("Name");
    expect(name).toHaveAccessibleDescription("Line breaks are not allowed here");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveValue("Sam Teacher");
    // The field's message is on the field only, not repeated in the toast.
    expect(screen.getAllByText("Line breaks are not allowed here")).toHaveLength(1);
  });

  it("says in words when to try again after a 429, never the server's text", async () => {
    respond = async () =>
      new Response(
        JSON.stringify({ detail: "Request was throttled. Expected available in 3600 seconds." }),
        { status: 429, headers: { "Retry-After": "3600" } },
      );
    await submitCompleteForm();

    expect(
      await screen.findByText(
        "Failed to send message. Too many messages have been sent from your connection recently. Please try again in about an hour.",
      ),
    ).toBeVisible();
    expect(screen.getByText("Error")).toBeVisible();
    expect(screen.queryByText(/throttled|Expected available/)).toBeNull();
    expect(screen.getByLabelText("Name")).toHaveValue("Sam Teacher");
  });

  it("shows the specification's text when the network fails", async () => {
    respond = async () => {
      throw new TypeError("Failed to fetch");
    };
    await submitCompleteForm();

    expect(await screen.findByText("Failed to send message. Please try again.")).toBeVisible();
    expect(screen.getByText("Error")).toBeVisible();
  });

  it("says nothing about a field the visitor only tabbed past, until they submit", async () => {
    const user = renderForm();

    await user.click(screen.getByLabelText("Name"));
    await user.tab(); // to Email
    await user.tab(); // to Subject
    await user.tab(); // to Message
    await user.tab(); // to the age choice

    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByLabelText("Name")).toHaveAttribute("aria-invalid", "false");
    expect(screen.getByLabelText("Name")).not.toHaveAttribute("aria-describedby");

    await user.click(submitButton());

    expect(await screen.findByText("Name must be at least 2 characters")).toBeVisible();
    expect(screen.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
  });

  it("shows a field's message once the visitor changed it and moved on", async () => {
    const user = renderForm();

    await user.type(screen.getByLabelText("Name"), "S");
    expect(screen.queryByText("Name must be at least 2 characters")).toBeNull(); // still typing
    await user.tab();

    expect(await screen.findByText("Name must be at least 2 characters")).toBeVisible();
    expect(screen.getByLabelText("Name")).toHaveAccessibleDescription(
      "Name must be at least 2 characters",
    );
    // Emptying it again keeps a message, now the one for an empty field.
    await user.clear(screen.getByLabelText("Name"));
    expect(await screen.findByText("Name must be at least 2 characters")).toBeVisible();
    expect(screen.queryByText("Please enter a valid email address")).toBeNull();
  });
});
