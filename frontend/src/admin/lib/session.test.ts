import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ApiError } from "@/lib/api-client";

import { checkSession, getSession, login, ownerRequest, resetSession } from "./session";
import { refreshTokens } from "./token-refresh";

/** A JWT-shaped token (unsigned: the browser only reads its expiry). */
function jwt(expiresInSeconds: number, id = Math.random().toString(36).slice(2)): string {
  const payload = { exp: Math.floor(Date.now() / 1000) + expiresInSeconds, jti: id };
  return `h.${window.btoa(JSON.stringify(payload))}.s`;
}

type Call = { url: string; method: string; auth: string | null; body: unknown };

/** A fake server: `routes` answers each call (in order of arrival). */
function serve(handler: (call: Call) => { status: number; body?: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      const call = {
        url,
        method: init.method ?? "GET",
        auth: headers.Authorization ?? null,
        body: init.body ? JSON.parse(init.body as string) : undefined,
      };
      calls.push(call);
      const { status, body } = handler(call);
      const text = body === undefined ? "" : JSON.stringify(body);
      return new Response(text || null, { status });
    }),
  );
  return calls;
}

/** Post `notices` from another tab's channel and resolve once they have been delivered (a probe
 * channel of this tab's receives them in the same turn as the session's own). */
async function tellThisTab(other: BroadcastChannel, ...notices: object[]): Promise<void> {
  const probe = new BroadcastChannel("portfolio-admin-session");
  const delivered = new Promise<void>((resolve) => {
    let count = 0;
    probe.onmessage = () => {
      count += 1;
      if (count === notices.length) resolve();
    };
  });
  notices.forEach((notice) => other.postMessage(notice));
  await delivered;
  await new Promise((resolve) => window.setTimeout(resolve, 0));
  probe.close();
}

const OWNER = { id: 1, username: "owner", email: "o@example.com", role: "admin" };

beforeEach(() => {
  window.localStorage.clear();
  resetSession();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("signing in", () => {
  it("is signed in at once, so opening /admin afterwards never bounces to the login", async () => {
    serve(() => ({ status: 200, body: { token: jwt(900), refresh: jwt(86400), user: OWNER } }));
    expect(getSession().status).toBe("signed-out");

    await login("owner", "pw");

    expect(getSession()).toEqual({ status: "signed-in", owner: OWNER });
  });

  it("sends this device's token and keeps the one the server gives", async () => {
    window.localStorage.setItem("adminDevice", "dev-1");
    const calls = serve(() => ({
      status: 200,
      body: { token: jwt(900), refresh: jwt(86400), user: OWNER, device: "dev-1" },
    }));

    await login("owner", "pw");

    expect(calls[0].body).toEqual({ username: "owner", password: "pw", device: "dev-1" });
    expect(window.localStorage.getItem("adminDevice")).toBe("dev-1");
  });
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

describe("owner calls", () => {
  it("refresh and retry once on a 401, so an expired token never fails a save", async () => {
    window.localStorage.setItem("adminToken", jwt(-60));
    window.localStorage.setItem("adminRefresh", jwt(86400));
    const fresh = jwt(900);
    const calls = serve((call) => {
      if (call.url === "/api/admin/refresh") {
        return { status: 200, body: { token: fresh, refresh: jwt(86400) } };
      }
      return call.auth === `Bearer ${fresh}`
        ? { status: 201, body: { id: "p1" } }
        : { status: 401, body: { detail: "Token is invalid or expired" } };
    });

    const saved = await ownerRequest<{ id: string }>("/api/blog-posts", {
      method: "POST",
      body: { title: "t" },
    });

    expect(saved).toEqual({ id: "p1" });
    expect(calls.map((call) => call.url)).toEqual([
      "/api/blog-posts",
      "/api/admin/refresh",
      "/api/blog-posts",
    ]);
  });

  it("mark the session ended (keeping the panel) when no refresh helps", async () => {
    window.localStorage.setItem("adminToken", jwt(900));
    window.localStorage.setItem("adminRefresh", jwt(86400));
    serve((call) =>
      call.url === "/api/admin/verify"
        ? { status: 200, body: { user: OWNER } }
        : { status: 401, body: { detail: "Your session has ended." } },
    );
    await checkSession();
    expect(getSession().status).toBe("signed-in");

    await expect(ownerRequest("/api/blog-posts", { method: "POST", body: {} })).rejects.toEqual(
      expect.objectContaining({ status: 401 }),
    );

    expect(getSession()).toEqual({ status: "ended", owner: OWNER });
  });

  it("report a failure that never reached the server as status 0 (offline)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );

    const failure = await ownerRequest("/api/blog-posts").catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(0);
  });
});

describe("the session check on load", () => {
  it("keeps the tokens and says 'unreachable' when the server cannot be reached", async () => {
    window.localStorage.setItem("adminToken", jwt(900));
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );

    await checkSession();

    expect(getSession().status).toBe("unreachable");
    expect(window.localStorage.getItem("adminToken")).not.toBeNull();
  });

  it("removes refused tokens and is signed out (the specification's rule)", async () => {
    window.localStorage.setItem("adminToken", "forged");
    serve(() => ({ status: 401, body: { detail: "Given token not valid" } }));

    await checkSession();

    expect(getSession().status).toBe("signed-out");
    expect(window.localStorage.getItem("adminToken")).toBeNull();
  });
});

describe("another tab", () => {
  it("signing out there ends the session here", async () => {
    window.localStorage.setItem("adminToken", jwt(900));
    window.localStorage.setItem("adminRefresh", jwt(86400));
    serve(() => ({ status: 200, body: { user: OWNER } }));
    await checkSession();

    window.localStorage.removeItem("adminToken");
    window.localStorage.removeItem("adminRefresh");
    window.dispatchEvent(new StorageEvent("storage", { key: "adminToken", newValue: null }));

    expect(getSession().status).toBe("ended");
  });
});
