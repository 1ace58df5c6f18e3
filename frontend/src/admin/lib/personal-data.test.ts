import { describe, expect, it } from "vitest";

import { ApiError } from "@/lib/api-client";

import {
  confirmationNeeded,
  fieldName,
  fieldWarnings,
  findingText,
  warningsOf,
  savedToast,
  type PersonalDataWarning,
} from "./personal-data";

const PHONE: PersonalDataWarning = {
  field: "content",
  text: "07700 900123",
  kind: "phone",
  reason: "looks like a phone number",
};
const SURNAME: PersonalDataWarning = {
  field: "imageAlt",
  text: "Pemberton",
  kind: "sensitive_word",
  reason: "is one of your private words (profile settings)",
};
const GPS: PersonalDataWarning = {
  field: "image",
  text: "51.50722, -0.12750",
  kind: "gps",
  reason: "This photo carried a GPS position; the stored copy does not.",
};

const refusal = (body: unknown) => new ApiError(409, "Conflict", body);

describe("the personal-data check's answers", () => {
  it("reads the findings of a save held for confirmation, and nothing else", () => {
    const body = { detail: "Publish anyway?", warnings: [PHONE], needsConfirmation: true };
    expect(confirmationNeeded(refusal(body))).toEqual([PHONE]);
    // a blog post's version conflict is another 409
    expect(confirmationNeeded(refusal({ detail: "changed", version: 3 }))).toBeNull();
    expect(confirmationNeeded(new ApiError(400, "Bad", body))).toBeNull();
    expect(confirmationNeeded(new Error("offline"))).toBeNull();
  });

  it("reads a save's warnings, ignoring anything malformed", () => {
    expect(warningsOf({ id: "1", warnings: [PHONE, { field: 1 }, null] })).toEqual([PHONE]);
    expect(warningsOf({ id: "1" })).toEqual([]);
    expect(warningsOf(undefined)).toEqual([]);
  });

  it("says each finding in words, on the form's own field", () => {
    expect(findingText(PHONE)).toBe("“07700 900123” looks like a phone number");
    expect(findingText(GPS)).toBe(GPS.reason);
    expect(fieldName("imageAlt")).toBe("Image alt text");
    expect(fieldName("excerpt")).toBe("Excerpt");
    expect(fieldName("studyDate")).toBe("Study date");
    expect(fieldWarnings([PHONE, SURNAME, GPS], ["content", "alt"], { imageAlt: "alt" })).toEqual({
      content: "Personal data? “07700 900123” looks like a phone number.",
      alt: "Personal data? “Pemberton” is one of your private words (profile settings).",
    });
    expect(savedToast("Saved!", [PHONE, GPS])).toEqual({
      title: "Success",
      description: `Saved! Check for personal data — Content: “07700 900123” looks like a phone number · Photo details: ${GPS.reason}`,
      durationMs: 12000,
    });
    expect(savedToast("Saved!", [])).toEqual({ title: "Success", description: "Saved!" });
  });
});
