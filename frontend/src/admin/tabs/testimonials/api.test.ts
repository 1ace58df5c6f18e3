import { describe, expect, it } from "vitest";

import { averageRating, djangoAdminChangeUrl, needsConsentRecord, type Testimonial } from "./api";

const base: Testimonial = {
  id: "0b9c",
  name: "Sam",
  role: "Classmate",
  content: "Always helps everyone with maths homework.",
  rating: 5,
  ageVerification: "over-13",
  isApproved: false,
  publishedAt: null,
  consentVerification: "",
  createdAt: "2025-01-01T10:00:00Z",
  verified: false,
  answersRequest: null,
  shownToGuardianAt: null,
};

describe("averageRating", () => {
  it("is computed from the ratings, to one decimal place", () => {
    expect(averageRating([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toBe(4.3);
    expect(averageRating([{ rating: 3 }])).toBe(3);
  });

  it("is null without ratings", () => {
    expect(averageRating([])).toBeNull();
  });
});

describe("consent for under-13 authors", () => {
  it("is needed until Django admin records how it was verified", () => {
    const child: Testimonial = { ...base, ageVerification: "under-13-with-consent" };
    expect(needsConsentRecord(child)).toBe(true);
    expect(needsConsentRecord({ ...child, consentVerification: "  " })).toBe(true);
    expect(needsConsentRecord({ ...child, consentVerification: "Phoned the parent" })).toBe(false);
    expect(needsConsentRecord(base)).toBe(false);
  });

  it("links to the testimonial's change page in Django admin", () => {
    expect(djangoAdminChangeUrl("0b9c")).toBe(
      "/django-admin/testimonials/testimonial/0b9c/change/",
    );
  });
});
