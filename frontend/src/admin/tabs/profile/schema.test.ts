import { describe, expect, it } from "vitest";

import type { OwnerProfile } from "./api";
import {
  FIGURE_MESSAGE,
  GUARDIAN_EMAIL_NEEDED,
  PSEUDONYM_NEEDED,
  UNNAMED,
  WEB_URL_MESSAGE,
  fieldsNamingTheOwner,
  profilePayload,
  profileSchema,
  profileValues,
  publicProfile,
} from "./schema";

const PROFILE: OwnerProfile = {
  name: "Ada Example",
  displayName: "Ada",
  tagline: "Curious Mind.",
  headline: "",
  bio: "I like physics.",
  email: "ada@example.com",
  location: "United Kingdom",
  avatarUrl: "",
  microblogUrl: "https://x.example/ada",
  photosUrl: "",
  professionalUrl: "",
  videoUrl: "",
  otherLinks: [{ label: "My science blog", url: "https://example.com/ada-science" }],
  figureArticles: "",
  figureProgress: "Almost there",
  figureCertificates: "",
  figureCountries: "",
  updatedAt: "2026-11-25T10:00:00Z",
  automaticFigures: {
    articles: "5 Articles",
    progress: "93% Progress",
    certificates: null,
    countries: null,
  },
};

async function problems(values: ReturnType<typeof profileValues>) {
  try {
    await profileSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe("the profile form", () => {
  it("shows a blank figure as automatic and a typed one as its label", () => {
    const values = profileValues(PROFILE);
    expect(values.figures.articles).toEqual({ automatic: true, label: "" });
    expect(values.figures.progress).toEqual({ automatic: false, label: "Almost there" });
  });

  it("sends an automatic figure as blank, whatever was typed before switching", () => {
    const values = profileValues(PROFILE);
    values.figures.progress.automatic = true;
    values.figures.countries = { automatic: false, label: " 20+ Countries " };
    const payload = profilePayload(values);
    expect(payload.figureProgress).toBe("");
    expect(payload.figureCountries).toBe("20+ Countries");
    expect(payload).not.toHaveProperty("figures");
  });

  it("asks for the name, the tagline, web links and a typed figure", async () => {
    const values = profileValues(PROFILE);
    values.name = "  ";
    values.tagline = "";
    values.videoUrl = "javascript:alert(1)";
    values.figures.articles = { automatic: false, label: "" };
    expect(await problems(values)).toEqual(
      expect.arrayContaining([
        "Name is required",
        "Tagline is required",
        WEB_URL_MESSAGE,
        FIGURE_MESSAGE,
      ]),
    );
  });

  it("accepts the profile as the server sent it", async () => {
    expect(await problems(profileValues(PROFILE))).toEqual([]);
  });

  it("gives visitors' pages only the social links that are set", () => {
    expect(publicProfile(PROFILE).socialLinks).toEqual({ microblog: "https://x.example/ada" });
    expect(publicProfile(PROFILE).displayName).toBe("Ada");
  });

  it("sends the other links trimmed, and asks for a label and a web address for each", async () => {
    const values = profileValues(PROFILE);
    values.otherLinks = [{ label: "  Club site ", url: " https://example.com/club " }];
    expect(profilePayload(values).otherLinks).toEqual([
      { label: "Club site", url: "https://example.com/club" },
    ]);

    values.otherLinks = [
      { label: "", url: "https://example.com/a" },
      { label: "Script", url: "javascript:alert(1)" },
    ];
    expect(await problems(values)).toEqual(["A label is required", WEB_URL_MESSAGE]);
  });

  it("allows at most four other links", async () => {
    const values = profileValues(PROFILE);
    values.otherLinks = Array.from({ length: 5 }, (_, i) => ({
      label: `Link ${i}`,
      url: `https://example.com/${i}`,
    }));
    expect(await problems(values)).toEqual(["Use at most 4 other links"]);
  });

  it("gives visitors' pages the other links as they are", () => {
    expect(publicProfile(PROFILE).otherLinks).toEqual(PROFILE.otherLinks);
  });

  it("reads the protections, off and empty when the server has none", () => {
    const values = profileValues(PROFILE);
    expect(values).toMatchObject({
      pseudonymMode: false,
      pseudonym: "",
      sensitiveWords: [],
      guardianEmail: "",
      guardianApproval: false,
    });
  });

  it("asks for a pseudonym in pseudonym mode and an address for guardian approval", async () => {
    const values = profileValues(PROFILE);
    values.pseudonymMode = true;
    values.pseudonym = "   ";
    values.guardianApproval = true;
    expect(await problems(values)).toEqual([PSEUDONYM_NEEDED, GUARDIAN_EMAIL_NEEDED]);

    values.pseudonymMode = false;
    values.guardianApproval = false;
    expect(await problems(values)).toEqual([]);
  });

  it("allows at most 30 sensitive words of 2 to 60 characters each", async () => {
    const values = profileValues(PROFILE);
    values.sensitiveWords = Array.from({ length: 31 }, (_, i) => `word ${i}`);
    expect(await problems(values)).toEqual(["Use at most 30 sensitive words"]);
    values.sensitiveWords = ["Hill School", "y".repeat(61)];
    expect(await problems(values)).toEqual(["Word 2: use 2 to 60 characters"]);
    values.sensitiveWords = ["  Hill   School "];
    expect(await problems(values)).toEqual([]);
    expect(profilePayload(values).sensitiveWords).toEqual(["Hill School"]);
  });

  it("gives visitors' pages the pseudonym as the name and the short name, and no protection", () => {
    const guarded = {
      ...PROFILE,
      pseudonymMode: true,
      pseudonym: " A. E. ",
      sensitiveWords: ["Example"],
      guardianEmail: "parent@example.com",
      guardianApproval: true,
    };
    const shown = publicProfile(guarded);
    expect([shown.name, shown.displayName]).toEqual(["A. E.", "A. E."]);
    expect(JSON.stringify(shown)).not.toMatch(/Example|Ada|parent@/);
    expect(publicProfile({ ...guarded, pseudonym: "" }).name).toBe(UNNAMED);
    expect(publicProfile({ ...guarded, pseudonymMode: false }).name).toBe("Ada Example");
  });

  it("finds the parts of the full name still written in the public fields in pseudonym mode", () => {
    const values = profileValues({
      ...PROFILE,
      name: "Ada Quillfeather",
      bio: "I live in Canada and love physics.",
      email: "ada.quillfeather@example.com",
      videoUrl: "https://video.example/@AdaQuill",
      otherLinks: [{ label: "Club", url: "https://example.com/quillfeather-chess" }],
    });
    expect(fieldsNamingTheOwner(values)).toEqual([]); // the mode is off
    values.pseudonymMode = true;
    // "ada" alone in the microblog's address is her first name; "Canada" and "@AdaQuill" are not.
    expect(fieldsNamingTheOwner(values)).toEqual([
      "Public contact e-mail",
      "Microblog (X / Twitter)",
      "Other link 1",
    ]);
    values.tagline = "Hello, I'm Ada!";
    expect(fieldsNamingTheOwner(values)[0]).toBe("Tagline");
  });
});
