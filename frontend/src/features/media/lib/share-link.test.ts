import { afterEach, describe, expect, it, vi } from "vitest";

import { shareLink } from "./share-link";

const ARTICLE = { title: "Why Our School Went Plastic-Free", url: "https://example.com/a" };

function stubNavigator(props: Record<string, unknown>) {
  for (const [key, value] of Object.entries(props)) {
    Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
  }
}

afterEach(() => {
  stubNavigator({ share: undefined, clipboard: undefined });
  vi.restoreAllMocks();
});

describe("shareLink", () => {
  it("uses the device share sheet when there is one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    stubNavigator({ share, clipboard: { writeText } });

    expect(await shareLink(ARTICLE)).toBe("shared");
    expect(share).toHaveBeenCalledWith(ARTICLE);
    expect(writeText).not.toHaveBeenCalled();
  });

  it("copies the address to the clipboard when there is no share sheet", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ share: undefined, clipboard: { writeText } });

    expect(await shareLink(ARTICLE)).toBe("copied");
    expect(writeText).toHaveBeenCalledWith("https://example.com/a");
  });

  it("only logs a clipboard failure", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    stubNavigator({ clipboard: { writeText: vi.fn().mockRejectedValue(new Error("denied")) } });

    expect(await shareLink(ARTICLE)).toBe("failed");
    expect(warn).toHaveBeenCalledOnce();
  });

  it("only logs when there is no clipboard either", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    stubNavigator({ share: undefined, clipboard: undefined });

    expect(await shareLink(ARTICLE)).toBe("failed");
    expect(warn).toHaveBeenCalledOnce();
  });

  it("treats closing the share sheet as a cancel, not a failure", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    stubNavigator({
      share: vi.fn().mockRejectedValue(new DOMException("closed", "AbortError")),
    });

    expect(await shareLink(ARTICLE)).toBe("cancelled");
    expect(warn).not.toHaveBeenCalled();
  });
});
