import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ApiError } from "@/lib/api-client";

import { checkSession, getSession, login, ownerRequest, resetSession } from "./session";
import { jwt, serve } from "./session-test-utils";

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
