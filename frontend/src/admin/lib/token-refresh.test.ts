import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { resetSession } from "./session";
import { jwt, serve, tellThisTab } from "./session-test-utils";
import { refreshTokens } from "./token-refresh";

beforeEach(() => {
  window.localStorage.clear();
  resetSession();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("refreshing", () => {
  it("spends nothing when another tab has already replaced the rejected token", async () => {
    const calls = serve(() => ({ status: 500 }));
    window.localStorage.setItem("adminToken", jwt(900));
    window.localStorage.setItem("adminRefresh", jwt(86400));

    expect(await refreshTokens("an-older-token")).toBe("ok");
    expect(calls).toEqual([]);
  });

  it("takes the winner's tokens when it loses a race for the same refresh token", async () => {
    const winner = { token: jwt(900), refresh: jwt(86400) };
    window.localStorage.setItem("adminToken", jwt(-60));
    window.localStorage.setItem("adminRefresh", jwt(86400));
    serve(() => {
      // Another tab rotated the refresh token first; this one's is refused.
      window.localStorage.setItem("adminToken", winner.token);
      window.localStorage.setItem("adminRefresh", winner.refresh);
      return { status: 401, body: { detail: "Your session has expired." } };
    });

    expect(await refreshTokens()).toBe("ok");
    expect(window.localStorage.getItem("adminToken")).toBe(winner.token);
  });

  it("waits for another tab's new tokens to arrive before calling the session ended", async () => {
    const winner = jwt(86400);
    window.localStorage.setItem("adminToken", jwt(-60));
    window.localStorage.setItem("adminRefresh", jwt(86400));
    resetSession(); // a page that is still checking: the storage event starts no check of its own
    serve(() => {
      // Refused: another tab rotated the token; its new pair reaches this tab a moment later.
      window.setTimeout(() => {
        window.localStorage.setItem("adminRefresh", winner);
        window.dispatchEvent(
          new StorageEvent("storage", { key: "adminRefresh", newValue: winner }),
        );
      }, 50);
      return { status: 401, body: { detail: "Your session has expired." } };
    });

    expect(await refreshTokens()).toBe("ok");
    expect(window.localStorage.getItem("adminRefresh")).toBe(winner);
  });

  it("takes the pair another tab announces rather than spend the token it is spending", async () => {
    // The other tab let go of the refresh lock before its new pair reached this tab's storage:
    // its notices (over a BroadcastChannel) say a refresh of this very token is under way.
    const other = new BroadcastChannel("portfolio-admin-session");
    const old = jwt(86400);
    const winner = { token: jwt(900), refresh: jwt(86400) };
    window.localStorage.setItem("adminToken", jwt(-60));
    window.localStorage.setItem("adminRefresh", old);
    const calls = serve(() => ({ status: 200, body: { token: jwt(900), refresh: jwt(86400) } }));

    await tellThisTab(other, { kind: "refreshing", old });
    const outcome = refreshTokens();
    other.postMessage({ kind: "refreshed", old, pair: winner });

    expect(await outcome).toBe("ok");
    expect(calls).toEqual([]);
    expect(window.localStorage.getItem("adminToken")).toBe(winner.token);
    expect(window.localStorage.getItem("adminRefresh")).toBe(winner.refresh);
    other.close();
  });

  it("ends the session without a call when another tab's refresh of the token was refused", async () => {
    const other = new BroadcastChannel("portfolio-admin-session");
    const old = jwt(86400);
    window.localStorage.setItem("adminToken", jwt(-60));
    window.localStorage.setItem("adminRefresh", old);
    const calls = serve(() => ({ status: 500 }));

    await tellThisTab(other, { kind: "refreshing", old }, { kind: "refused", old });

    expect(await refreshTokens()).toBe("ended");

    expect(calls).toEqual([]);
    expect(window.localStorage.getItem("adminToken")).toBeNull();
    other.close();
  });

  it("never signs out when the server cannot be reached or fails", async () => {
    const refresh = jwt(86400);
    window.localStorage.setItem("adminToken", jwt(-60));
    window.localStorage.setItem("adminRefresh", refresh);
    serve(() => ({ status: 503 }));

    expect(await refreshTokens()).toBe("unreachable");
    expect(window.localStorage.getItem("adminRefresh")).toBe(refresh);
  });

  it("ends the session only when the refresh token is refused", async () => {
    window.localStorage.setItem("adminToken", jwt(-60));
    window.localStorage.setItem("adminRefresh", jwt(86400));
    serve(() => ({ status: 401, body: { detail: "Your session has expired." } }));

    expect(await refreshTokens()).toBe("ended");
    expect(window.localStorage.getItem("adminToken")).toBeNull();
  });

  it("runs one refresh at a time across callers (a Web Lock where there is one)", async () => {
    type LockWork = (lock: { name: string } | null) => Promise<unknown>;
    const held: string[] = [];
    let queue = Promise.resolve<unknown>(undefined);
    let pending = 0;
    vi.stubGlobal("navigator", {
      ...navigator,
      locks: {
        request: (
          name: string,
          optionsOrWork: LockOptions | LockWork,
          maybeWork?: LockWork,
        ): Promise<unknown> => {
          const [options, work] =
            typeof optionsOrWork === "function"
              ? [{}, optionsOrWork]
              : [optionsOrWork, maybeWork as LockWork];
          held.push(name);
          if (options.ifAvailable && pending > 0) return Promise.resolve().then(() => work(null));
          pending += 1;
          const run = queue.then(() => work({ name })).finally(() => (pending -= 1));
          queue = run.catch(() => undefined);
          return run;
        },
      },
    });
    window.localStorage.setItem("adminToken", jwt(-60));
    window.localStorage.setItem("adminRefresh", jwt(86400));
    const calls = serve(() => ({ status: 200, body: { token: jwt(900), refresh: jwt(86400) } }));

    const outcomes = await Promise.all([refreshTokens(), refreshTokens(), refreshTokens()]);

    expect(outcomes).toEqual(["ok", "ok", "ok"]);
    expect(calls.filter((call) => call.url === "/api/admin/refresh")).toHaveLength(1);
    expect(new Set(held)).toEqual(new Set(["portfolio-admin-token-refresh"]));
  });
});
