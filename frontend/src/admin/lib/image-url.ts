// The server's rule for an image address (apps/core/validators.py), mirrored for instant
// feedback: pages load images from this site only, so an image from elsewhere must be
// uploaded first.

export const IMAGE_URL_MESSAGE =
  "Use an image on this site (an address starting with /media/ or /static/).";

/** False for an address the server is sure to refuse. A web address (https://...) passes:
 * it may be the site's own media bucket, which only the server knows; it decides. */
export function isAllowedImageUrl(value: string | null | undefined): boolean {
  const url = (value ?? "").trim();
  if (!url) return true; // required-ness is a separate rule
  if (/[\\"'<>\s]/.test(url) || url.includes("/../") || url.endsWith("/..")) return false;
  return url.startsWith("/media/") || url.startsWith("/static/") || url.startsWith("https://");
}
