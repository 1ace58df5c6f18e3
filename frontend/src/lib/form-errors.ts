// What a public form tells the visitor when the API refuses a submission.
import { ApiError } from "@/lib/api-client";

/** The server's own explanation ({"detail": "..."}), e.g. a 429's "Request was throttled...". */
export function apiErrorDetail(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== "object") return;
  const detail = (error.body as { detail?: unknown }).detail;
  return typeof detail === "string" && detail ? detail : undefined;
}

/**
 * The message for a failure toast: the server's detail, else the first field message of a 400
 * (the same text appears on its field), else the fallback (network failure, 5xx).
 */
export function submitErrorMessage(error: unknown, fallback: string): string {
  const detail = apiErrorDetail(error);
  if (detail) return detail;
  if (error instanceof ApiError) {
    const first = Object.values(error.fieldErrors())[0];
    if (first) return first;
  }
  return fallback;
}
