import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form, Formik } from "formik";
import { describe, expect, it, vi } from "vitest";

import type { OwnerProfile } from "./api";
import {
  GUARDIAN_APPROVAL_EXPLAINED,
  GUARDIAN_EMAIL_EXPLAINED,
  namingWarning,
  PSEUDONYM_EXPLAINED,
  ProtectionsSection,
  SENSITIVE_WORDS_EXPLAINED,
} from "./protections";
import {
  GUARDIAN_EMAIL_NEEDED,
  PSEUDONYM_NEEDED,
  profilePayload,
  profileSchema,
  profileValues,
  type ProfileFormValues,
} from "./schema";

const PROFILE: OwnerProfile = {
  name: "Ada Example",
  displayName: "Ada",
  tagline: "Curious Mind.",
  headline: "",
  bio: "",
  email: "",
  location: "",
  avatarUrl: "",
  microblogUrl: "",
  photosUrl: "",
  professionalUrl: "",
  videoUrl: "",
  otherLinks: [],
  figureArticles: "",
  figureProgress: "",
  figureCertificates: "",
  figureCountries: "",
  pseudonymMode: false,
  pseudonym: "",
  sensitiveWords: ["Example"],
  guardianEmail: "",
  guardianApproval: false,
  updatedAt: "2026-11-27T10:00:00Z",
  automaticFigures: { articles: null, progress: null, certificates: null, countries: null },
};

function renderSection(onSubmit = vi.fn(), profile: OwnerProfile = PROFILE) {
  render(
    <Formik<ProfileFormValues>
      initialValues={profileValues(profile)}
      validationSchema={profileSchema}
      onSubmit={(values) => onSubmit(profilePayload(values))}
    >
      <Form noValidate>
        <ProtectionsSection />
        <button type="submit">Save Profile</button>
      </Form>
    </Formik>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe("the Privacy & safety section", () => {
  it("explains every setting in plain words", () => {
    renderSection();
    expect(screen.getByRole("group", { name: "Privacy & safety" })).toBeInTheDocument();
    for (const words of [
      PSEUDONYM_EXPLAINED,
      SENSITIVE_WORDS_EXPLAINED,
      GUARDIAN_EMAIL_EXPLAINED,
      GUARDIAN_APPROVAL_EXPLAINED,
    ]) {
      expect(screen.getByText(words)).toBeInTheDocument();
    }
    expect(screen.getByRole("switch", { name: "Pseudonym mode" })).not.toBeChecked();
    expect(screen.queryByLabelText("Pseudonym")).not.toBeInTheDocument();
  });

  it("asks for the pseudonym once the mode is on, with the server's words", async () => {
    const { onSubmit, user } = renderSection();

    await user.click(screen.getByRole("switch", { name: "Pseudonym mode" }));
    await user.click(screen.getByRole("button", { name: "Save Profile" }));

    expect(await screen.findByText(PSEUDONYM_NEEDED)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Pseudonym"), "  A. E. ");
    await user.click(screen.getByRole("button", { name: "Save Profile" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ pseudonymMode: true, pseudonym: "A. E." });
  });

  it("keeps guardian approval from being saved without the guardian's address", async () => {
    const { onSubmit, user } = renderSection();

    await user.click(screen.getByRole("switch", { name: "Guardian approval" }));
    await user.click(screen.getByRole("button", { name: "Save Profile" }));

    expect(await screen.findByText(GUARDIAN_EMAIL_NEEDED)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Guardian's e-mail (optional)"), "parent@example.com");
    await user.click(screen.getByRole("button", { name: "Save Profile" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      guardianApproval: true,
      guardianEmail: "parent@example.com",
    });
  });

  it("adds and removes sensitive words as chips, and refuses a one-letter word", async () => {
    const { onSubmit, user } = renderSection();
    const input = screen.getByLabelText("Sensitive words", { selector: "input" });

    await user.type(input, "Hill School{Enter}x{Enter}");
    await user.click(screen.getByRole("button", { name: "Save Profile" }));
    expect(await screen.findByText("Word 3: use 2 to 60 characters")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Remove word x" }));
    await user.click(screen.getByRole("button", { name: "Remove word Example" }));
    await user.click(screen.getByRole("button", { name: "Save Profile" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0].sensitiveWords).toEqual(["Hill School"]);
  });
});

describe("the warning about the name written elsewhere", () => {
  it("names the fields that still show the full name once the mode is on", async () => {
    const { user } = renderSection(vi.fn(), { ...PROFILE, email: "ada.example@example.com" });
    expect(screen.queryByRole("status")).not.toBeInTheDocument();

    await user.click(screen.getByRole("switch", { name: "Pseudonym mode" }));

    expect(screen.getByRole("status")).toHaveTextContent(
      "Your name still appears in: Public contact e-mail. Change it to keep your name off the site.",
    );
  });

  it("says each field once, in one sentence", () => {
    expect(namingWarning([])).toBe("");
    expect(namingWarning(["Tagline", "About text"])).toBe(
      "Your name still appears in: Tagline, About text. Change them to keep your name off the site.",
    );
  });
});
