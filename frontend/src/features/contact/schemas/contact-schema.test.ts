import { describe, expect, it } from "vitest";
import { ValidationError } from "yup";

import {
  CONTACT_INITIAL_VALUES,
  CONTACT_MESSAGES,
  contactSchema,
  type ContactValues,
} from "./contact-schema";

const valid: ContactValues = {
  name: "Sam Teacher",
  email: "sam@example.com",
  subject: "About your project",
  message: "I enjoyed reading about your physics project.",
  ageVerification: "over-13",
  consent: true,
  coppaCompliant: true,
  humanVerified: true,
  website: "",
};

/** Every message the schema gives for these values, by field. */
function errorsFor(values: Partial<ContactValues>): Record<string, string> {
  try {
    contactSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    for (const inner of (error as ValidationError).inner) errors[inner.path!] ??= inner.message;
    return errors;
  }
}

describe("contactSchema", () => {
  it("accepts a complete message", () => {
    expect(errorsFor(valid)).toEqual({});
  });

  it("gives the specification's message for every empty field", () => {
    // Formik hands yup undefined for an empty string; the messages must be the same.
    const { name, email, subject, message, ageVerification, ...rest } = CONTACT_INITIAL_VALUES;
    void [name, email, subject, message, ageVerification];
    expect(errorsFor(rest)).toEqual(CONTACT_MESSAGES);
  });

  it.each([
    ["name", "A", "Name must be at least 2 characters"],
    ["name", "  A  ", "Name must be at least 2 characters"],
    ["email", "not-an-address", "Please enter a valid email address"],
    ["email", "sam@", "Please enter a valid email address"],
    ["subject", "Hey", "Subject must be at least 5 characters"],
    ["message", "Too short", "Message must be at least 10 characters"],
    ["ageVerification", "under-13", "Please verify your age for COPPA compliance"],
    ["consent", false, "You must consent to data processing"],
    ["coppaCompliant", false, "COPPA compliance acknowledgment is required"],
    ["humanVerified", false, "Please complete the CAPTCHA verification"],
  ])("refuses %s = %j with %j", (field, value, message) => {
    expect(errorsFor({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it("accepts the minimum lengths and both age answers", () => {
    expect(errorsFor({ ...valid, name: "Al", subject: "Hello", message: "0123456789" })).toEqual(
      {},
    );
    expect(errorsFor({ ...valid, ageVerification: "under-13-with-consent" })).toEqual({});
  });
});
