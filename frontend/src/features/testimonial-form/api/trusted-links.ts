// A testimonial request's signed link (/testimonials?invite=...) and the referee's withdraw link
// (/testimonials?withdraw=...): apps/testimonials/links.py. Reading a link changes nothing on
// the server; only submitting the form uses an invitation, and only the POST withdraws.
import { ApiError, apiRequest } from "@/lib/api-client";
import type { Schemas } from "@/lib/api-schemas";
import { usePublicData } from "@/lib/public-data";

export type Invite = Schemas["TestimonialInvite"];
export type Withdrawal = Schemas["TestimonialWithdraw"];
export type LinkRefused = Schemas["LinkRefused"];

export const invitePath = (token: string) =>
  `/api/testimonials/invite?${new URLSearchParams({ token })}`;
export const withdrawalPath = (token: string) =>
  `/api/testimonials/withdraw?${new URLSearchParams({ token })}`;

/** Said when the server could not be asked (offline, a 5xx): the link may still be fine. */
export const LINK_UNCHECKED =
  "Your link could not be checked just now. Reload the page to try again.";

const REASONS: readonly string[] = ["invalid", "expired", "used", "withdrawn"];

/** Why the server refused a link (its words and reason), or null for any other failure. */
export function refusalOf(error: unknown): LinkRefused | null {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== "object") return null;
  const { detail, reason } = error.body as Record<string, unknown>;
  if (typeof detail !== "string" || typeof reason !== "string" || !REASONS.includes(reason)) {
    return null;
  }
  return { detail, reason: reason as LinkRefused["reason"] };
}

// A refused link stays refused: no retry.
const once = { shouldRetryOnError: false } as const;

/** The name and role an invitation prefills the form with, or why it cannot be used. */
export const useInvite = (token: string | null) =>
  usePublicData<Invite>(token ? invitePath(token) : null, once);

/** What a withdraw link would remove, or why it cannot be used. */
export const useWithdrawal = (token: string | null) =>
  usePublicData<Withdrawal>(token ? withdrawalPath(token) : null, once);

/** POST /api/testimonials/withdraw: the testimonial is deleted at once. */
export function withdrawTestimonial(token: string): Promise<Schemas["TestimonialWithdrawn"]> {
  return apiRequest("/api/testimonials/withdraw", { method: "POST", body: { token } });
}
