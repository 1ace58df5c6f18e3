// The one fetch wrapper: JSON in and out, cookies included, the owner's Bearer token when
// present, and an ApiError whose message is "status: body" for any non-success response. The
// view beacon and the stored token are api-beacon.ts's, small enough for every page's first load.
import { storedToken } from "./api-beacon";

export { TOKEN_STORAGE_KEY, storedToken } from "./api-beacon";

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, text: string, body: unknown) {
    super(`${status}: ${text}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }

  /** Field errors of a 400 response ({"field": ["message", ...]}), first message per field. */
  fieldErrors(): Record<string, string> {
    if (this.status !== 400 || !this.body || typeof this.body !== "object") return {};
    const errors: Record<string, string> = {};
    for (const [field, messages] of Object.entries(this.body as Record<string, unknown>)) {
      if (Array.isArray(messages) && typeof messages[0] === "string") errors[field] = messages[0];
      else if (typeof messages === "string") errors[field] = messages;
    }
    return errors;
  }
}

export type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  /** Send the owner's token. Default: on writes (every write is the owner's), off on reads, so
   * a public page reads what visitors see even while the owner is signed in; the admin panel's
   * reads ask for it (admin/api/owner-data.ts). */
  auth?: boolean;
};

/** A response body: its JSON, the text itself when it is not JSON, undefined when empty. */
export function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers["Content-Type"] = "application/json";
  const method = options.method ?? "GET";
  const token = (options.auth ?? method !== "GET") ? storedToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  const response = await fetch(path, {
    method,
    headers,
    credentials: "include",
    signal: options.signal,
    body:
      options.body === undefined
        ? undefined
        : isForm
          ? (options.body as FormData)
          : JSON.stringify(options.body),
  });
  const text = await response.text();
  const parsed = parseBody(text);
  if (!response.ok) throw new ApiError(response.status, text || response.statusText, parsed);
  if (method === "GET")
    nextPages.set(pageKey(path, token !== null), nextLink(response.headers.get("Link")));
  return parsed as T;
}

// --- paged lists ----------------------------------------------------------------------------
// A list answers one page (a plain array); the next page's address comes in its Link header
// (`<url>; rel="next"`, absent on the last page). Each GET's is kept here by its path, so the
// SWR hooks that read a list's first page stay as they are (lib/paged-list.ts reads it).

const nextPages = new Map<string, string | null>();

// The owner's pages (drafts too) and a visitor's of the same list are not the same pages.
const pageKey = (path: string, owner: boolean) => (owner ? `owner ${path}` : path);

/** The address of rel="next" in a Link header, or null. */
export function nextLink(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(",")) {
    const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
    if (match && /(^|;)\s*rel="?next"?\s*(;|$)/.test(match[2])) return match[1];
  }
  return null;
}

/** The next page after the page last read from `path` (`owner`: with the owner's token): its
 * address, null after the last page, undefined when `path` has not been read in this tab (the
 * page's first data may say). */
export function nextPageOf(path: string, owner = false): string | null | undefined {
  return nextPages.get(pageKey(path, owner));
}

/** SWR's default fetcher: the key is the API path. */
export function swrFetcher<T>(key: string | readonly string[]): Promise<T> {
  const path = Array.isArray(key) ? key.join("/") : (key as string);
  return apiRequest<T>(path);
}
