import { describe, expect, it } from "vitest";

import type { OwnerProfile } from "./api";
import {
  FIGURE_MESSAGE,
  WEB_URL_MESSAGE,
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
});
