import { apiRequest } from "@/lib/api-client";
import type { Schemas } from "@/lib/api-schemas";

import type { TestimonialValues } from "../schemas/testimonial-schema";

export type TestimonialPayload = Schemas["TestimonialSubmitRequest"];

export const testimonialsPath = "/api/testimonials";

/** POST /api/testimonials: 201 {detail, status: "pending"}; 400 {field: [message]}; 429 {detail}. */
export function submitTestimonial(
  values: TestimonialValues,
): Promise<Schemas["TestimonialSubmitted"]> {
  const payload: TestimonialPayload = {
    name: values.name.trim(),
    role: values.role.trim(),
    content: values.content.trim(),
    rating: Number(values.rating),
    ageVerification: values.ageVerification as TestimonialPayload["ageVerification"],
    coppaCompliant: values.coppaCompliant,
    website: values.website,
  };
  return apiRequest(testimonialsPath, { method: "POST", body: payload });
}
