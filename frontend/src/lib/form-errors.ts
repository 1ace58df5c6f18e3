// What a public form tells the visitor when the API refuses a submission: the specification's
// failure text, with the cause in plain words when there is one to give (too many submissions:
// when to try again). Never the server's own wording ("Request was throttled. Expected
// available in 3600 seconds."); a 400's messages go on their fields, not in the toast.
import { ApiError } from "@/lib/api-client";

/** Seconds until a refused (429) submission may be sent again, from the API's answer: a
 * `retryAfter` number, else the wait in DRF's detail ("Expected available in 3600 seconds."). */
export function retryAfterSeconds(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return;
  const body = error.body;
  if (!body || typeof body !== "object") return;
  const { retryAfter, detail } = body as { retryAfter?: unknown; detail?: unknown };
  if (typeof retryAfter === "number" && Number.isFinite(retryAfter) && retryAfter >= 0) {
    return retryAfter;
  }
  if (typeof detail !== "string") return;
  const match = /(\d+)\s*(second|minute|hour)s?\b/i.exec(detail);
  if (!match) return;
  const unit = { second: 1, minute: 60, hour: 3600 }[match[2].toLowerCase() as "second"];
  return Number(match[1]) * unit;
}

/** A wait in words: "in a minute", "in 5 minutes", "in about an hour", "in about 3 hours". */
export function retryWhen(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes <= 1) return "in a minute";
  if (minutes < 55) return `in ${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  if (hours <= 1) return "in about an hour";
  return `in about ${hours} hours`;
}

/**
 * The failure toast's description: `failed` (the specification's text) for any failure, and
 * for a 429 the cause (`tooMany`) with when to try again ("Please try again in about an hour",
 * then `otherwise`, such as " or contact us directly").
 */
export function submitFailureText(
  error: unknown,
  { failed, tooMany, otherwise = "" }: { failed: string; tooMany: string; otherwise?: string },
): string {
  if (!(error instanceof ApiError) || error.status !== 429) return failed;
  const seconds = retryAfterSeconds(error);
  const when = seconds === undefined ? "later" : retryWhen(seconds);
  return `${tooMany} Please try again ${when}${otherwise}.`;
}
