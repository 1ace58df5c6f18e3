import { describe, expect, it } from "vitest";

import { ApiError } from "@/lib/api-client";

import { classifyFailure } from "../../lib/autosave";

describe("a save held for 'Publish anyway?' (issue 16)", () => {
  it("is not a version conflict: the writing session goes on autosaving", () => {
    const held = new ApiError(409, "Conflict", {
      detail: "Publish anyway?",
      warnings: [{ field: "content", text: "SW1A 1AA", kind: "postcode", reason: "x" }],
      needsConfirmation: true,
    });
    expect(classifyFailure(held).kind).toBe("failed");
    const conflict = new ApiError(409, "Conflict", { detail: "changed", version: 3 });
    expect(classifyFailure(conflict).kind).toBe("conflict");
  });
});
