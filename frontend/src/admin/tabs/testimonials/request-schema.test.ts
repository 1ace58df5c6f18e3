import { describe, expect, it } from "vitest";
import { ValidationError } from "yup";

import { requestSchema } from "./request-schema";

async function errorsOf(values: Record<string, string>) {
  try {
    await requestSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries(
      (error as ValidationError).inner.map((inner) => [inner.path, inner.message]),
    );
  }
}

describe("requestSchema", () => {
  it("uses the specification's messages", async () => {
    expect(
      await errorsOf({ name: " ", email: "nope", relationship: "", message: "short" }),
    ).toEqual({
      name: "Name is required",
      email: "Valid email is required",
      relationship: "Relationship is required",
      message: "Message must be at least 10 characters",
    });
  });

  it("accepts a complete request and trims it", async () => {
    const values = {
      name: " Mr Jones ",
      email: "coach@example.com",
      relationship: "Coach",
      message: "  Could you write a few words about our season?  ",
    };
    expect(await errorsOf(values)).toEqual({});
    expect(requestSchema.cast(values).message).toBe(
      "Could you write a few words about our season?",
    );
  });

  it("counts the message after trimming", async () => {
    const errors = await errorsOf({
      name: "A",
      email: "a@example.com",
      relationship: "Peer",
      message: "   123456789   ",
    });
    expect(errors).toEqual({ message: "Message must be at least 10 characters" });
  });
});
