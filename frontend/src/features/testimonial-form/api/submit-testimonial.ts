import { apiRequest } from "@/lib/api-client";
import type { Schemas } from "@/lib/api-schemas";

import type { TestimonialValues } from "../schemas/testimonial-schema";

export type TestimonialPayload = Schemas["TestimonialSubmitRequest"];

export const testimonialsPath = "/api/testimonials";

/** POST /api/testimonials: 201 {detail, status: "pending"}; 400 {field: [message]}; 429 {detail}.
 * Through a request's signed link (`invite`), 201 says verified, and a link that cannot be used
 * is refused with {detail, reason} (400, 409 or 410: trusted-links.ts refusalOf). */
export function submitTestimonial(
  values: TestimonialValues,
  invite: string | null = null,
): Promise<Schemas["TestimonialSubmitted"]> {
  const payload: TestimonialPayload = {
    name: values.name.trim(),
    role: values.role.trim(),
    content: values.content.trim(),
    rating: Number(values.rating),
    ageVerification: values.ageVerification as TestimonialPayload["ageVerification"],
    coppaCompliant: values.coppaCompliant,
    website: values.website,
    ...(invite ? { invite } : {}),
  };
  return apiRequest(testimonialsPath, { method: "POST", body: payload });
}
