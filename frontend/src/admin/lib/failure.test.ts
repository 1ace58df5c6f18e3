import { describe, expect, it } from "vitest";

import { ApiError } from "@/lib/api-client";

import { OFFLINE_CAUSE, SERVER_CAUSE, SESSION_CAUSE, failureCause, failureToast } from "./failure";

const TEXT = "Failed to create blog post. Please try again.";

describe("failureToast", () => {
  it("keeps the specification's text as the title and says why underneath", () => {
    expect(failureToast(new ApiError(0, "Network error", undefined), TEXT)).toEqual({
      title: TEXT,
      description: OFFLINE_CAUSE,
      variant: "destructive",
    });
  });

  it("tells offline, a server fault and an ended session apart", () => {
    const causes = [
      failureCause(new TypeError("Failed to fetch")),
      failureCause(new ApiError(503, "", { detail: "down" })),
      failureCause(new ApiError(401, "", { detail: "Token has been revoked." })),
    ];
    expect(causes).toEqual([OFFLINE_CAUSE, SERVER_CAUSE, SESSION_CAUSE]);
    expect(new Set(causes).size).toBe(3);
  });

  it("never shows the server's raw text for an ended session", () => {
    const cause = failureCause(new ApiError(401, "", { detail: "Token has been revoked." }));
    expect(cause).not.toContain("revoked");
  });

  it("gives a refusal's own reason, e.g. the missing consent record", () => {
    const refusal = new ApiError(400, "", {
      consentVerification: ["Record how parental consent was verified first."],
    });
    expect(failureCause(refusal)).toBe("Record how parental consent was verified first.");
  });

  it("says when to try again after a 429, in words", () => {
    expect(failureCause(new ApiError(429, "", { detail: "x", retryAfter: 900 }))).toBe(
      "Too many requests. Try again in 15 minutes.",
    );
    expect(failureCause(new ApiError(429, "", { detail: "x", retryAfter: 1 }))).toBe(
      "Too many requests. Try again in 1 second.",
    );
  });
});
