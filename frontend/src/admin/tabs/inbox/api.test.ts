import { describe, expect, it } from "vitest";

import { replyHref } from "./api";

describe("replyHref", () => {
  it("prefills the subject once", () => {
    expect(replyHref({ email: "sam@example.com", subject: "About your project" })).toBe(
      "mailto:sam@example.com?subject=Re%3A%20About%20your%20project",
    );
    expect(replyHref({ email: "sam@example.com", subject: "RE: hello" })).toBe(
      "mailto:sam@example.com?subject=RE%3A%20hello",
    );
  });

  it("escapes characters that would break the address", () => {
    expect(replyHref({ email: "a?b&c@example.com", subject: "Hi" })).toBe(
      "mailto:a%3Fb%26c@example.com?subject=Re%3A%20Hi",
    );
  });
});
