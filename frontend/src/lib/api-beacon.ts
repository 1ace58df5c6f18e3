// The view beacon (lib/view-count.ts) and the owner's stored token: the part of the API client
// every public page needs once idle, apart from the rest (api-client.ts) so a page that reads no
// API never downloads it.

export const TOKEN_STORAGE_KEY = "adminToken";

/** The owner's access token, where the admin panel keeps it (none for visitors). */
export function storedToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Sends `body` (JSON) to `path` and forgets it, for a beacon such as a counted view: the
 * request outlives the page (keepalive), carries the owner's token when this browser has one
 * (the server never counts the owner's own views) and the site's own cookies only, and never
 * fails the caller, whatever the answer.
 */
export function apiBeacon(path: string, body: unknown): void {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  const token = storedToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    // eslint-disable-next-line no-restricted-globals -- the API client's own beacon (see above)
    fetch(path, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
      credentials: "same-origin",
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // No fetch (an old or locked-down browser): nothing is counted.
  }
}
