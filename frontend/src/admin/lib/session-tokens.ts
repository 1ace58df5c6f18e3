// The owner's tokens on this device (localStorage, shared by the tabs of one browser): the
// access token under the specification's "adminToken" entry, the refresh token beside it, the
// token of this trusted device and the username of the last sign-in.
import { TOKEN_STORAGE_KEY, storedToken } from "@/lib/api-client";

export const REFRESH_STORAGE_KEY = "adminRefresh";
export const DEVICE_STORAGE_KEY = "adminDevice";
export const LAST_USERNAME_KEY = "adminUsername";
/** A token this close to its expiry is refreshed before it is used. */
export const REFRESH_MARGIN_MS = 60_000;

export type TokenPair = { token: string; refresh: string };

export function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function storeTokens({ token, refresh }: TokenPair): void {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  window.localStorage.setItem(REFRESH_STORAGE_KEY, refresh);
}

export function clearTokens(): void {
  window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  window.localStorage.removeItem(REFRESH_STORAGE_KEY);
}

export const accessToken = storedToken;

/** The username of the last sign-in on this device (the "sign in again" form starts with it). */
export function lastUsername(): string {
  return read(LAST_USERNAME_KEY) ?? "";
}

/** Seconds since the epoch at which a JWT expires, or null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/");
    const { exp } = JSON.parse(window.atob(payload)) as { exp?: number };
    return typeof exp === "number" ? exp : null;
  } catch {
    return null;
  }
}

export function expiresSoon(token: string, now = Date.now()): boolean {
  const exp = tokenExpiry(token);
  return exp === null || exp * 1000 - now < REFRESH_MARGIN_MS;
}
