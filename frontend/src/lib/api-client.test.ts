import { afterEach, describe, expect, it, vi } from "vitest";

import { apiBeacon } from "./api-beacon";
import { ApiError, TOKEN_STORAGE_KEY, apiRequest, swrFetcher } from "./api-client";

function mockFetch(status: number, body: string, statusText = "") {
  // A new Response per call: a body can be read only once.
  const fetchMock = vi
    .fn()
    .mockImplementation(() => Promise.resolve(new Response(body || null, { status, statusText })));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("apiRequest", () => {
  it("sends JSON with credentials and parses the JSON reply", async () => {
    const fetchMock = mockFetch(200, '{"ok":true}');

    const result = await apiRequest("/api/thing", { method: "POST", body: { a: 1 } });

    expect(result).toEqual({ ok: true });
    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe("/api/thing");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("include");
    expect(init.headers["Content-Type"]).toBe("application/json");
    expect(init.body).toBe('{"a":1}');
    expect(init.headers.Authorization).toBeUndefined();
  });

  it("sends the stored owner token when asked, and on writes", async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, "abc.def");
    const fetchMock = mockFetch(200, "{}");

    await apiRequest("/api/admin/verify", { auth: true });
    await apiRequest("/api/blog-posts", { method: "DELETE" });

    expect(fetchMock.mock.calls[0][1].headers.Authorization).toBe("Bearer abc.def");
    expect(fetchMock.mock.calls[1][1].headers.Authorization).toBe("Bearer abc.def");
  });

  it("never sends the token on a public read, so pages show what visitors see", async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, "abc.def");
    const fetchMock = mockFetch(200, "[]");

    await apiRequest("/api/blog-posts");

    expect(fetchMock.mock.calls[0][1].headers.Authorization).toBeUndefined();
  });

  it("turns a failure into 'status: body'", async () => {
    mockFetch(404, '{"detail":"Not found."}');

    await expect(apiRequest("/api/missing")).rejects.toThrow('404: {"detail":"Not found."}');
  });

  it("uses the status text when the body is empty", async () => {
    mockFetch(503, "", "Service Unavailable");

    await expect(apiRequest("/api/x")).rejects.toThrow("503: Service Unavailable");
  });

  it("sends FormData as it is, without a JSON content type", async () => {
    const fetchMock = mockFetch(201, "{}");
    const form = new FormData();
    form.append("title", "Photo");

    await apiRequest("/api/gallery/upload", { method: "POST", body: form });

    const init = fetchMock.mock.calls[0][1];
    expect(init.body).toBe(form);
    expect(init.headers["Content-Type"]).toBeUndefined();
  });
});

describe("ApiError.fieldErrors", () => {
  it("maps a 400 body to the first message of each field", () => {
    const error = new ApiError(400, "", { name: ["Name is required", "other"], detail: "x" });

    expect(error.fieldErrors()).toEqual({ name: "Name is required", detail: "x" });
  });

  it("is empty for other statuses", () => {
    expect(new ApiError(500, "", { name: ["x"] }).fieldErrors()).toEqual({});
  });
});

describe("swrFetcher", () => {
  it("joins array keys with slashes", async () => {
    const fetchMock = mockFetch(200, "[]");

    await swrFetcher(["/api/blog-posts", "42"]);

    expect(fetchMock.mock.calls[0][0]).toBe("/api/blog-posts/42");
  });
});

describe("apiBeacon", () => {
  it("posts the JSON with keepalive and the site's own cookies only", () => {
    const fetchMock = mockFetch(204, "");

    apiBeacon("/api/views", { path: "/blog" });

    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe("/api/views");
    expect(init).toMatchObject({ method: "POST", keepalive: true, credentials: "same-origin" });
    expect(init.body).toBe('{"path":"/blog"}');
    expect(init.headers.Authorization).toBeUndefined();
  });

  it("sends the owner's token from a browser the owner signed in on", () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, "abc.def");
    const fetchMock = mockFetch(204, "");

    apiBeacon("/api/views", { path: "/" });

    expect(fetchMock.mock.calls[0][1].headers.Authorization).toBe("Bearer abc.def");
  });

  it("never fails its caller, whatever the network does", async () => {
    const rejected = vi.fn(() => Promise.reject(new TypeError("offline")));
    vi.stubGlobal("fetch", rejected);
    expect(() => apiBeacon("/api/views", { path: "/" })).not.toThrow();
    vi.stubGlobal("fetch", () => {
      throw new TypeError("blocked");
    });
    expect(() => apiBeacon("/api/views", { path: "/" })).not.toThrow();
    await Promise.resolve();
    expect(rejected).toHaveBeenCalledTimes(1);
  });
});
