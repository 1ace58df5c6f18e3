// The owner's session in the browser, shared by every open tab of the panel.
//
// - Tokens (session-tokens.ts): the access token under the specification's "adminToken" entry,
//   the refresh token beside it, and the token of this trusted device (it spares the owner the
//   slow-down that password guessers meet). localStorage is shared by the tabs of one browser.
// - One state for the panel (checking, signed in, signed out, ended, unreachable), read with
//   useSession(). "Ended" means the session stopped while the panel was open (a refresh was
//   refused, another tab signed out, a password change): the panel stays, with its forms, and
//   offers to sign in again; "signed out" sends the visitor to the login page.
// - Refreshing (token-refresh.ts) is coordinated between tabs: one refresh at a time (a Web
//   Lock), and a tab that hears or finds that another tab replaced the tokens uses those instead
//   of spending its own (already rotated) refresh token. Only a refused refresh (401) ends the
//   session; an unreachable server or a 5xx never does.
// - ownerRequest() is how the panel calls the API: it sends the token, refreshes and retries
//   once on a 401 (the server did nothing on a 401, so retrying a write is safe), and marks
//   the session ended when no refresh helps.
import { useSyncExternalStore } from "react";

import type { Schemas } from "@/lib/api-schemas";

import { apiRequest, ApiError, TOKEN_STORAGE_KEY, type RequestOptions } from "@/lib/api-client";

import {
  DEVICE_STORAGE_KEY,
  LAST_USERNAME_KEY,
  REFRESH_MARGIN_MS,
  REFRESH_STORAGE_KEY,
  accessToken,
  clearTokens,
  read,
  storeTokens,
  tokenExpiry,
  type TokenPair,
} from "./session-tokens";
import { forgetRefreshNotices, refreshTokens } from "./token-refresh";

const RETRY_UNREACHABLE_MS = 30_000;

export type Owner = Schemas["Owner"];
type LoginResponse = TokenPair & { user: Owner; device?: string };

export type SessionStatus = "checking" | "signed-in" | "signed-out" | "ended" | "unreachable";
export type SessionState = { status: SessionStatus; owner: Owner | null };

// --- the state every tab keeps -------------------------------------------------------------

let state: SessionState = { status: accessToken() ? "checking" : "signed-out", owner: null };
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  if (next.status === state.status && next.owner === state.owner) return;
  state = next;
  listeners.forEach((listener) => listener());
  planSilentRefresh();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSession(): SessionState {
  return state;
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

/** The session stopped while the panel was open: keep the panel (and its unsaved forms) and
 * offer to sign in again. */
export function markSessionEnded(): void {
  if (state.status === "signed-in" || state.status === "checking") {
    setState({ status: "ended", owner: state.owner });
  }
}

/** For tests: start again as a fresh page load would. */
export function resetSession(): void {
  state = { status: accessToken() ? "checking" : "signed-out", owner: null };
  window.clearTimeout(refreshTimer);
  forgetRefreshNotices();
  listeners.forEach((listener) => listener());
}

// --- signing in and out ----------------------------------------------------------------------

export async function login(username: string, password: string): Promise<Owner> {
  const device = read(DEVICE_STORAGE_KEY);
  const result = await apiRequest<LoginResponse>("/api/admin/login", {
    method: "POST",
    body: device ? { username, password, device } : { username, password },
  });
  storeTokens(result);
  if (result.device) window.localStorage.setItem(DEVICE_STORAGE_KEY, result.device);
  window.localStorage.setItem(LAST_USERNAME_KEY, result.user.username);
  setState({ status: "signed-in", owner: result.user });
  return result.user;
}

export async function logout(): Promise<void> {
  const refresh = read(REFRESH_STORAGE_KEY);
  try {
    await apiRequest("/api/admin/logout", {
      method: "POST",
      body: refresh ? { refresh } : {},
      auth: true,
    });
  } catch {
    // Signing out always forgets the tokens, even when the server cannot be reached.
  } finally {
    clearTokens();
    setState({ status: "signed-out", owner: null });
  }
}

/** Sign-out everywhere, or a password change: the server ended every session, this one too. */
export function sessionsEndedHere(): void {
  clearTokens();
  setState({ status: "signed-out", owner: null });
}

let refreshTimer: number | undefined;

/** While signed in, refresh the access token a minute before it expires. */
function planSilentRefresh(): void {
  window.clearTimeout(refreshTimer);
  if (state.status !== "signed-in") return;
  const token = accessToken();
  const exp = token ? tokenExpiry(token) : null;
  if (!exp) return;
  const delay = Math.max(0, exp * 1000 - Date.now() - REFRESH_MARGIN_MS);
  refreshTimer = window.setTimeout(async () => {
    const outcome = await refreshTokens();
    if (outcome === "ended") markSessionEnded();
    else if (outcome === "unreachable") {
      refreshTimer = window.setTimeout(planSilentRefresh, RETRY_UNREACHABLE_MS);
    } else planSilentRefresh();
  }, delay);
}

// --- the session check (on load) -------------------------------------------------------------

/** Check the stored token with /api/admin/verify (refreshing it once if it has expired). A
 * refused check removes the tokens (the specification's rule) and means signed out; a server
 * that cannot be reached keeps them and says so, so a bad connection never signs anyone out. */
export async function checkSession(): Promise<SessionState> {
  if (!accessToken()) {
    setState({ status: "signed-out", owner: null });
    return state;
  }
  setState({ status: "checking", owner: null });
  try {
    const { user } = await ownerRequest<{ user: Owner }>("/api/admin/verify", {
      endsSession: false,
    });
    setState({ status: "signed-in", owner: user });
  } catch (error) {
    if (error instanceof ApiError && error.status > 0 && error.status < 500) {
      clearTokens();
      setState({ status: "signed-out", owner: null });
    } else {
      setState({ status: "unreachable", owner: null });
    }
  }
  return state;
}

// --- every call the panel makes ------------------------------------------------------------

type OwnerRequestOptions = RequestOptions & {
  /** A 401 that no refresh cures marks the session ended (default); the session check itself
   * decides otherwise. */
  endsSession?: boolean;
};

/** Wrap a failure that never reached the server (offline, DNS, aborted) as an ApiError with
 * status 0, so callers tell every cause apart by status. */
function asApiError(error: unknown): unknown {
  if (error instanceof ApiError || (error instanceof DOMException && error.name === "AbortError"))
    return error;
  return new ApiError(0, "Network error", undefined);
}

/** An owner's API call: the token, one refresh-and-retry on a 401, and the session marked ended
 * when that does not help. */
export async function ownerRequest<T>(
  path: string,
  { endsSession = true, ...options }: OwnerRequestOptions = {},
): Promise<T> {
  const send = () => apiRequest<T>(path, { ...options, auth: true });
  const sentWith = accessToken();
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw asApiError(error);
    const outcome = await refreshTokens(sentWith);
    if (outcome === "ok") {
      try {
        return await send();
      } catch (retryError) {
        if (retryError instanceof ApiError && retryError.status === 401 && endsSession) {
          clearTokens();
          markSessionEnded();
        }
        throw asApiError(retryError);
      }
    }
    if (outcome === "ended" && endsSession) markSessionEnded();
    throw outcome === "unreachable" ? new ApiError(0, "Network error", undefined) : error;
  }
}

// --- other tabs ----------------------------------------------------------------------------

/** Another tab signed out (tokens removed): this one's session has ended. Another tab signed in
 * (new tokens) while this one was ended or signed out: check again, and carry on. */
function onStorage(event: StorageEvent): void {
  if (event.key !== TOKEN_STORAGE_KEY && event.key !== REFRESH_STORAGE_KEY && event.key !== null)
    return;
  if (!accessToken()) {
    markSessionEnded();
    return;
  }
  if (state.status === "ended" || state.status === "signed-out") void checkSession();
  else if (state.status === "signed-in") planSilentRefresh();
}

if (typeof window !== "undefined") window.addEventListener("storage", onStorage);
