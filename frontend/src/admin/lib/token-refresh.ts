// Refreshing the owner's tokens, one tab at a time: a Web Lock, and notices over a
// BroadcastChannel so a tab never spends a refresh token another tab has just rotated. Only a
// refused refresh (401) ends the session; an unreachable server or a 5xx never does.
import { apiRequest, ApiError } from "@/lib/api-client";

import {
  REFRESH_STORAGE_KEY,
  accessToken,
  clearTokens,
  expiresSoon,
  read,
  storeTokens,
  type TokenPair,
} from "./session-tokens";

const REFRESH_LOCK = "portfolio-admin-token-refresh";

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

/** For tests: forget what was heard of other tabs' refreshes. */
export function forgetRefreshNotices(): void {
  inProgress.clear();
  outcomes.clear();
}

if (typeof window !== "undefined") sessionChannel(); // hear other tabs' refreshes from the start
