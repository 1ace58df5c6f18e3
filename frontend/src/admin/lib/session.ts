// The owner's session in the browser, shared by every open tab of the panel.
//
// - Tokens: the access token under the specification's "adminToken" entry, the refresh token
//   beside it, and the token of this trusted device (it spares the owner the slow-down that
//   password guessers meet). localStorage is shared by the tabs of one browser.
// - One state for the panel (checking, signed in, signed out, ended, unreachable), read with
//   useSession(). "Ended" means the session stopped while the panel was open (a refresh was
//   refused, another tab signed out, a password change): the panel stays, with its forms, and
//   offers to sign in again; "signed out" sends the visitor to the login page.
// - Refreshing is coordinated between tabs: one refresh at a time (a Web Lock), and a tab that
//   finds the tokens already replaced by another tab uses those instead of spending its own
//   (already rotated) refresh token. Only a refused refresh (401) ends the session; an
//   unreachable server or a 5xx never does.
// - ownerRequest() is how the panel calls the API: it sends the token, refreshes and retries
//   once on a 401 (the server did nothing on a 401, so retrying a write is safe), and marks
//   the session ended when no refresh helps.
import { useSyncExternalStore } from "react";

import type { Schemas } from "@/lib/api-schemas";

import {
  apiRequest,
  ApiError,
  TOKEN_STORAGE_KEY,
  storedToken,
  type RequestOptions,
} from "@/lib/api-client";

export const REFRESH_STORAGE_KEY = "adminRefresh";
export const DEVICE_STORAGE_KEY = "adminDevice";
const LAST_USERNAME_KEY = "adminUsername";
const REFRESH_LOCK = "portfolio-admin-token-refresh";
const REFRESH_MARGIN_MS = 60_000;
const RETRY_UNREACHABLE_MS = 30_000;

export type Owner = Schemas["Owner"];
type TokenPair = { token: string; refresh: string };
type LoginResponse = TokenPair & { user: Owner; device?: string };

export type SessionStatus = "checking" | "signed-in" | "signed-out" | "ended" | "unreachable";
export type SessionState = { status: SessionStatus; owner: Owner | null };

// --- storage ---------------------------------------------------------------------------------

function read(key: string): string | null {
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

function expiresSoon(token: string, now = Date.now()): boolean {
  const exp = tokenExpiry(token);
  return exp === null || exp * 1000 - now < REFRESH_MARGIN_MS;
}

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
  inProgress.clear();
  outcomes.clear();
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

// --- refreshing ------------------------------------------------------------------------------

export type RefreshOutcome = "ok" | "ended" | "unreachable";

/** Run `work` holding the refresh lock; `waited` says whether another tab held it first (and so
 * has most likely just rotated the tokens this tab is about to read). */
function withRefreshLock<T>(work: (waited: boolean) => Promise<T>): Promise<T> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  if (!locks) return work(false);
  return locks.request(REFRESH_LOCK, { ifAvailable: true }, (free) =>
    free ? work(false) : locks.request(REFRESH_LOCK, () => work(true)),
  ) as Promise<T>;
}

// Tabs tell each other about a refresh as it happens, over a BroadcastChannel: "refreshing"
// when one starts spending a refresh token, "refreshed" with the new pair (or "refused") when
// it is done. localStorage reaches other tabs too, but a little later and in no fixed order with
// the refresh lock: a tab that takes the lock the moment another let go of it can still read the
// old pair there. The notice of a refresh in progress arrives long before (a refresh is a round
// trip to the server), so such a tab waits for the outcome instead of spending a rotated token.
const CHANNEL_NAME = "portfolio-admin-session";
const NOTICE_TTL_MS = 30_000;
const PROPAGATION_MS = 1500;

type Notice =
  | { kind: "refreshing"; old: string }
  | { kind: "refreshed"; old: string; pair: TokenPair }
  | { kind: "refused"; old: string }
  | { kind: "unreachable"; old: string };

/** What another tab's refresh of a token came to: a new pair, "refused" (the token is dead),
 * or null (nothing is known: spend it here). */
type Heard = TokenPair | "refused" | null;

/** What this tab has heard of other tabs' refreshes, by the refresh token they spent. */
const inProgress = new Map<string, number>();
const outcomes = new Map<string, { heard: Heard; at: number }>();
const outcomeWaiters = new Set<() => void>();

function forgetOldNotices(now = Date.now()): void {
  for (const [old, at] of inProgress) if (now - at > NOTICE_TTL_MS) inProgress.delete(old);
  for (const [old, { at }] of outcomes) if (now - at > NOTICE_TTL_MS) outcomes.delete(old);
}

function onNotice(notice: Notice): void {
  forgetOldNotices();
  if (notice.kind === "refreshing") inProgress.set(notice.old, Date.now());
  else {
    inProgress.delete(notice.old);
    let heard: Heard = null;
    if (notice.kind === "refreshed") heard = notice.pair;
    else if (notice.kind === "refused") heard = "refused";
    outcomes.set(notice.old, { heard, at: Date.now() });
  }
  outcomeWaiters.forEach((wake) => wake());
}

let channel: BroadcastChannel | null = null;

function sessionChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === "undefined") return channel;
  channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent<Notice>) => onNotice(event.data);
  return channel;
}

function announce(notice: Notice): void {
  sessionChannel()?.postMessage(notice);
}

/**
 * What another tab's refresh of the refresh token `old` came to, waiting up to `ms` for it: the
 * new pair from its notice, or from storage once a newer refresh token shows there; "refused";
 * or null when nothing came (or the other tab could not reach the server).
 */
function pairFromAnotherTab(old: string, ms: number): Promise<Heard> {
  const found = (): Heard | undefined => {
    const heard = outcomes.get(old);
    if (heard) return heard.heard;
    const refresh = read(REFRESH_STORAGE_KEY);
    const token = accessToken();
    if (refresh && refresh !== old && token) return { token, refresh };
    return undefined;
  };
  const now = found();
  if (now !== undefined) return Promise.resolve(now);
  return new Promise((resolve) => {
    const check = () => {
      const value = found();
      if (value !== undefined) done(value);
    };
    const onStorageChange = (event: StorageEvent) => {
      if (event.key === REFRESH_STORAGE_KEY) check();
    };
    const done = (value: Heard) => {
      window.removeEventListener("storage", onStorageChange);
      outcomeWaiters.delete(check);
      window.clearTimeout(timer);
      resolve(value);
    };
    const timer = window.setTimeout(() => done(found() ?? null), ms);
    window.addEventListener("storage", onStorageChange);
    outcomeWaiters.add(check);
  });
}

/**
 * Make sure the stored access token is fresh. `rejected` is the access token the server just
 * refused, if any: when the stored one is already another (another tab refreshed), or fresh
 * enough, nothing is spent. One tab at a time; a tab that knows another is spending (or has just
 * spent) the same refresh token takes that tab's new pair; and a refresh that loses a race all
 * the same (another tab rotated the same refresh token first) takes the winner's tokens.
 */
export function refreshTokens(rejected?: string | null): Promise<RefreshOutcome> {
  return withRefreshLock(async (waited) => {
    const access = accessToken();
    const refresh = read(REFRESH_STORAGE_KEY);
    if (!refresh) return "ended";
    if (access && access !== rejected && !expiresSoon(access)) return "ok";
    // Another tab holds, or has just held, this refresh token's refresh: its new pair may not
    // have reached this tab's storage yet. Take it rather than spend a token the server rotated.
    if (waited || inProgress.has(refresh) || outcomes.has(refresh)) {
      const heard = await pairFromAnotherTab(refresh, PROPAGATION_MS);
      if (heard === "refused") {
        clearTokens();
        return "ended";
      }
      if (heard) {
        storeTokens(heard);
        return "ok";
      }
    }
    announce({ kind: "refreshing", old: refresh });
    try {
      const pair = await apiRequest<TokenPair>("/api/admin/refresh", {
        method: "POST",
        body: { refresh },
      });
      storeTokens(pair);
      announce({ kind: "refreshed", old: refresh, pair });
      return "ok";
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) {
        announce({ kind: "unreachable", old: refresh });
        return "unreachable";
      }
      // Refused: another tab may have rotated this refresh token a moment ago, its new pair
      // not yet visible here. Wait for it first.
      const heard = await pairFromAnotherTab(refresh, PROPAGATION_MS);
      if (heard && heard !== "refused") {
        storeTokens(heard);
        announce({ kind: "refreshed", old: refresh, pair: heard });
        return "ok";
      }
      announce({ kind: "refused", old: refresh });
      clearTokens();
      return "ended";
    }
  });
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

if (typeof window !== "undefined") {
  window.addEventListener("storage", onStorage);
  sessionChannel(); // hear other tabs' refreshes from the start
}
