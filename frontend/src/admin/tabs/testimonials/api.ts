// The owner's testimonial moderation and requests: every testimonial (pending and approved,
// with the age answer and the consent record), approve, delete, and e-mail a request.

import type { Schemas } from "@/lib/api-schemas";

import { useOwnerData, useOwnerList, useOwnerPagedList, useOwnerWrite } from "../../api/owner-data";
import { UNDER_13 } from "../../lib/age";

export const testimonialsKey = "/api/testimonials";
export const testimonialsAdminKey = "/api/testimonials/admin";

export type Testimonial = Schemas["TestimonialAdmin"];

export type TestimonialRequest = Schemas["TestimonialRequestRequest"];

/** A request the mail server has not taken yet (refused, or down): the site tries again. */
export type UnsentRequest = Schemas["TestimonialRequestUnsent"];

export const unsentRequestsKey = `${testimonialsKey}/request/unsent`;

export const APPROVE_FAILED = "Failed to approve testimonial. Please try again.";
export const REQUEST_FAILED = "Failed to send testimonial request. Please try again.";

/** The mean of the ratings to one decimal place, or null when there are none. */
export function averageRating(testimonials: Pick<Testimonial, "rating">[]): number | null {
  const ratings = testimonials.map((t) => Number(t.rating)).filter((r) => r >= 1 && r <= 5);
  if (ratings.length === 0) return null;
  const mean = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  return Math.round(mean * 10) / 10;
}

/** An under-13 author's testimonial cannot be approved until consent is recorded. */
export function needsConsentRecord(testimonial: Testimonial): boolean {
  return testimonial.ageVerification === UNDER_13 && !testimonial.consentVerification?.trim();
}

export function djangoAdminChangeUrl(id: string): string {
  return `/django-admin/testimonials/testimonial/${id}/change/`;
}

/** Every testimonial, newest first, a page at a time (`{ query, list }`); split into pending
 * and published by the screens. */
export function useAdminTestimonials() {
  return useOwnerPagedList<Testimonial>(testimonialsAdminKey);
}

/** The testimonials' figures, counted by the server over every row (the dashboard's summary,
 * GET /api/admin/summary): the moderation view loads its rows a page at a time. */
export function useTestimonialFigures() {
  return useOwnerData<Pick<Schemas["DashboardSummary"], "testimonials">>("/api/admin/summary");
}

/** The requests whose e-mail has not gone yet, oldest first (each request revalidates it). */
export function useUnsentRequests() {
  return useOwnerList<UnsentRequest>(unsentRequestsKey);
}

/** Approve, delete and request: each revalidates every cached list under /api/testimonials
 * (the owner's lists and the public one). */
export function useTestimonialActions() {
  const write = useOwnerWrite(testimonialsKey);
  return {
    approve: (id: string) => write<Testimonial>("POST", `${testimonialsKey}/${id}/approve`),
    unpublish: (id: string) => write<Testimonial>("POST", `${testimonialsKey}/${id}/unpublish`),
    remove: (id: string) => write("DELETE", `${testimonialsKey}/${id}`),
    sendRequest: (request: TestimonialRequest) =>
      write<Schemas["RequestSent"]>("POST", `${testimonialsKey}/request`, request),
  };
}
