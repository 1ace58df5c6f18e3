import { describe, expect, it } from "vitest";

import { ApiError } from "./api-client";
import { retryAfterSeconds, retryWhen, submitFailureText } from "./form-errors";

const throttled = (detail: unknown) => new ApiError(429, JSON.stringify({ detail }), { detail });
const TEXTS = {
  failed: "Failed to send message. Please try again.",
  tooMany:
    "Failed to send message. Too many messages have been sent from your connection recently.",
};

describe("retryAfterSeconds", () => {
  it("reads the wait from DRF's throttled detail", () => {
    expect(
      retryAfterSeconds(throttled("Request was throttled. Expected available in 3600 seconds.")),
    ).toBe(3600);
    expect(
      retryAfterSeconds(throttled("Request was throttled. Expected available in 1 second.")),
    ).toBe(1);
    expect(retryAfterSeconds(throttled("Too many attempts. Try again in 15 minutes."))).toBe(900);
  });

  it("prefers a retryAfter number in the body", () => {
    expect(retryAfterSeconds(new ApiError(429, "", { retryAfter: 120, detail: "x" }))).toBe(120);
  });

  it("knows nothing when there is no wait to read, or no 429", () => {
    expect(retryAfterSeconds(throttled("Slow down."))).toBeUndefined();
    expect(retryAfterSeconds(new ApiError(503, "", { detail: "in 5 seconds" }))).toBeUndefined();
    expect(retryAfterSeconds(new TypeError("Failed to fetch"))).toBeUndefined();
  });
});

describe("retryWhen", () => {
  it("says the wait in words", () => {
    expect(retryWhen(1)).toBe("in a minute");
    expect(retryWhen(60)).toBe("in a minute");
    expect(retryWhen(61)).toBe("in 2 minutes");
    expect(retryWhen(300)).toBe("in 5 minutes");
    expect(retryWhen(3240)).toBe("in 54 minutes");
    expect(retryWhen(3300)).toBe("in about an hour");
    expect(retryWhen(3600)).toBe("in about an hour");
    expect(retryWhen(5300)).toBe("in about an hour");
    expect(retryWhen(7200)).toBe("in about 2 hours");
  });
});

describe("submitFailureText", () => {
  it("keeps the specification's text for every failure but a 429", () => {
    expect(submitFailureText(new TypeError("Failed to fetch"), TEXTS)).toBe(TEXTS.failed);
    expect(submitFailureText(new ApiError(500, "boom", undefined), TEXTS)).toBe(TEXTS.failed);
    expect(
      submitFailureText(
        new ApiError(400, "", { name: ["Line breaks are not allowed here"] }),
        TEXTS,
      ),
    ).toBe(TEXTS.failed);
  });

  it("gives a 429's cause and when to try again, never the server's words", () => {
    const text = submitFailureText(
      throttled("Request was throttled. Expected available in 3598 seconds."),
      TEXTS,
    );

    expect(text).toBe(`${TEXTS.tooMany} Please try again in about an hour.`);
    expect(text).not.toMatch(/throttled|Expected/);
    expect(submitFailureText(throttled("Slow down."), { ...TEXTS, otherwise: " or call" })).toBe(
      `${TEXTS.tooMany} Please try again later or call.`,
    );
  });
});
