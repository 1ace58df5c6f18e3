import { describe, expect, it } from "vitest";
import { ValidationError } from "yup";

import {
  initialTestimonialValues,
  roleFromQuery,
  testimonialSchema,
  type TestimonialValues,
} from "./testimonial-schema";

const valid: TestimonialValues = {
  name: "Mrs Patel",
  role: "Teacher",
  content: "A thoughtful student who asks great questions.",
  rating: 5,
  ageVerification: "over-13",
  coppaCompliant: true,
  website: "",
};

function errorsFor(values: Partial<TestimonialValues>): Record<string, string> {
  try {
    testimonialSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    for (const inner of (error as ValidationError).inner) errors[inner.path!] ??= inner.message;
    return errors;
  }
}

describe("testimonialSchema", () => {
  it("accepts a complete testimonial", () => {
    expect(errorsFor(valid)).toEqual({});
  });

  it("gives the specification's messages for an empty form", () => {
    expect(errorsFor({ rating: 5, coppaCompliant: false })).toEqual({
      name: "Name is required",
      role: "Role/Relationship is required",
      content: "Please write at least 20 characters",
      ageVerification: "Age verification is required for COPPA compliance",
      coppaCompliant: "COPPA compliance acknowledgment is required",
    });
  });

  it.each([
    ["name", "   ", "Name is required"],
    ["role", "", "Role/Relationship is required"],
    ["content", "Nineteen characters", "Please write at least 20 characters"],
    ["content", "      padded text        ", "Please write at least 20 characters"],
    ["ageVerification", "maybe", "Age verification is required for COPPA compliance"],
    ["coppaCompliant", false, "COPPA compliance acknowledgment is required"],
    ["rating", 0, "Rating must be a number from 1 to 5"],
    ["rating", 6, "Rating must be a number from 1 to 5"],
  ])("refuses %s = %j with %j", (field, value, message) => {
    expect(errorsFor({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it("accepts exactly 20 characters, any rating from 1 to 5 and both age answers", () => {
    expect(errorsFor({ ...valid, content: "Twenty characters!!!" })).toEqual({});
    for (const rating of [1, 2, 3, 4, 5]) expect(errorsFor({ ...valid, rating })).toEqual({});
    expect(errorsFor({ ...valid, ageVerification: "under-13-with-consent" })).toEqual({});
  });
});

describe("query prefill", () => {
  it("takes name and role from the query, rating 5 by default", () => {
    expect(initialTestimonialValues(new URLSearchParams("name=Mr+Jones&role=Coach"))).toEqual({
      name: "Mr Jones",
      role: "Coach",
      content: "",
      rating: 5,
      ageVerification: "",
      coppaCompliant: false,
      website: "",
    });
  });

  it("accepts relationship= in place of role=", () => {
    expect(initialTestimonialValues(new URLSearchParams("relationship=Mentor")).role).toBe(
      "Mentor",
    );
  });

  it("prefers role= when both are given", () => {
    expect(
      initialTestimonialValues(new URLSearchParams("role=Peer&relationship=Mentor")).role,
    ).toBe("Peer");
  });

  it("matches an option case-insensitively and keeps any other role as it is", () => {
    expect(roleFromQuery("family friend")).toBe("Family Friend");
    expect(roleFromQuery(" TEACHER ")).toBe("Teacher");
    expect(roleFromQuery("Piano tutor")).toBe("Piano tutor");
    expect(roleFromQuery(null)).toBe("");
    expect(roleFromQuery("x".repeat(150))).toHaveLength(100);
  });
});
