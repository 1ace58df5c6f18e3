// The server's rule for an image address (apps/core/validators.py), mirrored for instant
// feedback: pages load images from this site only, so an image from elsewhere must be
// uploaded first.

export const IMAGE_URL_MESSAGE =
  "Use an image on this site (an address starting with /media/ or /static/).";

/** A full address of this site's own picture (what 'Copy image address' gives) as the path
 * the server stores (it does the same); anything else unchanged. */
export function sameSitePath(value: string, origin = window.location.origin): string {
  const url = value.trim();
  if (!/^https?:\/\//i.test(url)) return value;
  try {
    const parsed = new URL(url);
    const ownPicture = /^\/(media|static)\//.test(parsed.pathname) && !parsed.search;
    return parsed.origin === origin && ownPicture ? parsed.pathname : value;
  } catch {
    return value;
  }
}

/** False for an address the server is sure to refuse. A web address (https://...) passes:
 * it may be the site's own media bucket, which only the server knows; it decides. */
export function isAllowedImageUrl(value: string | null | undefined): boolean {
  const url = sameSitePath(value ?? "").trim();
  if (!url) return true; // required-ness is a separate rule
  if (/[\\"'<>\s]/.test(url) || url.includes("/../") || url.endsWith("/..")) return false;
  return url.startsWith("/media/") || url.startsWith("/static/") || url.startsWith("https://");
}
