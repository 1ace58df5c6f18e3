// How admin editors read and change data: SWR keyed by the API path (the owner's token makes
// the server answer with drafts too), and writes that revalidate the list they change.
import useSWR, { useSWRConfig } from "swr";

import { apiRequest, ApiError } from "@/lib/api-client";

/** A list the owner edits, e.g. useOwnerList<BlogPost>("/api/blog-posts"). */
export function useOwnerList<T>(path: string) {
  return useSWR<T[]>(path);
}

type Method = "POST" | "PUT" | "PATCH" | "DELETE";

/** A write to `path` that, once it succeeds, re-reads every cached key under `listPath`
 * (the list, and the public pages' copies of it). Writes are never retried. */
export function useOwnerWrite(listPath: string) {
  const { mutate } = useSWRConfig();
  return async function write<T = unknown>(method: Method, path: string, body?: unknown) {
    const result = await apiRequest<T>(path, { method, body });
    await mutate((key) => typeof key === "string" && key.startsWith(listPath));
    return result;
  };
}

/** The server's message for a failed write: a 400's first field message or detail, or null. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== "object") return null;
  const body = error.body as Record<string, unknown>;
  if (typeof body.detail === "string") return body.detail;
  const first = Object.values(error.fieldErrors())[0];
  return first ?? null;
}
