// The owner's session in the browser: the access token under the specification's "adminToken"
// entry, the refresh token beside it, silent refresh before the access token expires, and
// sign-out that forgets both.
import { apiRequest, ApiError, TOKEN_STORAGE_KEY } from "@/lib/api-client";

export const REFRESH_STORAGE_KEY = "adminRefresh";
const REFRESH_MARGIN_MS = 60_000;

export type Owner = { id: number; username: string; email: string; role: string };
type TokenPair = { token: string; refresh: string };

export function storeTokens({ token, refresh }: TokenPair): void {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  window.localStorage.setItem(REFRESH_STORAGE_KEY, refresh);
}

export function clearTokens(): void {
  window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  window.localStorage.removeItem(REFRESH_STORAGE_KEY);
}

export function accessToken(): string | null {
  return window.localStorage.getItem(TOKEN_STORAGE_KEY);
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

export async function login(username: string, password: string): Promise<Owner> {
  const result = await apiRequest<TokenPair & { user: Owner }>("/api/admin/login", {
    method: "POST",
    body: { username, password },
  });
  storeTokens(result);
  return result.user;
}

/** Trade the refresh token for a new pair; false (and no tokens) when the session is over. */
export async function refreshTokens(): Promise<boolean> {
  const refresh = window.localStorage.getItem(REFRESH_STORAGE_KEY);
  if (!refresh) return false;
  try {
    storeTokens(
      await apiRequest<TokenPair>("/api/admin/refresh", { method: "POST", body: { refresh } }),
    );
    return true;
  } catch {
    clearTokens();
    return false;
  }
}

/** The signed-in owner, or null. A failed check removes the tokens (the specification's rule);
 * an expired access token is first refreshed once. */
export async function verifySession(): Promise<Owner | null> {
  if (!accessToken()) return null;
  try {
    return (await apiRequest<{ user: Owner }>("/api/admin/verify", { auth: true })).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && (await refreshTokens())) {
      try {
        return (await apiRequest<{ user: Owner }>("/api/admin/verify", { auth: true })).user;
      } catch {
        /* fall through */
      }
    }
    clearTokens();
    return null;
  }
}

export async function logout(): Promise<void> {
  const refresh = window.localStorage.getItem(REFRESH_STORAGE_KEY);
  try {
    await apiRequest("/api/admin/logout", { method: "POST", body: refresh ? { refresh } : {} });
  } catch {
    // Signing out always forgets the tokens, even when the server cannot be reached.
  } finally {
    clearTokens();
  }
}

/** Refresh the access token shortly before it expires; returns a function that stops it. */
export function scheduleSilentRefresh(onExpired: () => void): () => void {
  let timer: number | undefined;
  const plan = () => {
    const token = accessToken();
    const exp = token ? tokenExpiry(token) : null;
    if (!exp) return;
    const delay = Math.max(0, exp * 1000 - Date.now() - REFRESH_MARGIN_MS);
    timer = window.setTimeout(async () => {
      if (await refreshTokens()) plan();
      else onExpired();
    }, delay);
  };
  plan();
  return () => window.clearTimeout(timer);
}
