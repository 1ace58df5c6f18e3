// What the owner is told when a change fails: the specification's text ('Failed to create blog
// post. Please try again.') as the toast's title, and why underneath, so being offline, a
// server fault and an ended session no longer look the same.
import type { ToastInput } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";

import { serverMessage } from "../api/owner-data";

export const OFFLINE_CAUSE =
  "You are offline. Your changes are kept on this device; try again once you are back online.";
export const SESSION_CAUSE =
  "Your session ended. Sign in again to save; your changes are kept on this device.";
export const SERVER_CAUSE = "The server had a problem. Please try again in a moment.";

function retryWords(error: ApiError): string {
  const body = error.body as { retryAfter?: unknown } | undefined;
  const seconds = typeof body?.retryAfter === "number" ? body.retryAfter : null;
  if (!seconds) return "Too many requests. Please wait a moment and try again.";
  const minutes = Math.ceil(seconds / 60);
  return seconds < 60
    ? `Too many requests. Try again in ${seconds} second${seconds === 1 ? "" : "s"}.`
    : `Too many requests. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/** Why a request failed, in words; null when there is nothing to add. */
export function failureCause(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === 0) return OFFLINE_CAUSE;
  if (error.status === 401) return SESSION_CAUSE;
  if (error.status === 429) return retryWords(error);
  if (error.status >= 500) return SERVER_CAUSE;
  return serverMessage(error);
}

/** The toast for a failed change: `text` (the specification's words) and the cause. */
export function failureToast(error: unknown, text: string): ToastInput {
  return { title: text, description: failureCause(error) ?? undefined, variant: "destructive" };
}
