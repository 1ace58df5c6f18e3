export type ShareOutcome = "shared" | "copied" | "cancelled" | "failed";

/**
 * Share a link the way the specification asks: the device's share sheet when the browser has
 * one, otherwise copy the address to the clipboard. Failures are only logged; the visitor
 * closing the share sheet is not a failure.
 */
export async function shareLink({
  title,
  url,
}: {
  title: string;
  url: string;
}): Promise<ShareOutcome> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, url });
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
      console.warn("Sharing failed", error);
      return "failed";
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return "copied";
  } catch (error) {
    console.warn("Copying the link failed", error);
    return "failed";
  }
}
