import { apiRequest } from "@/lib/api-client";
import type { Schemas } from "@/lib/api-schemas";

import type { ContactValues } from "../schemas/contact-schema";

export type ContactPayload = Schemas["ContactSubmitRequest"];

export const contactPath = "/api/contact";

/** POST /api/contact: answers 201 {detail}; 400 {field: [message]}; 429 {detail} when throttled. */
export function sendContactMessage(values: ContactValues): Promise<Schemas["ContactSent"]> {
  const payload: ContactPayload = {
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    message: values.message,
    ageVerification: values.ageVerification as ContactPayload["ageVerification"],
    consent: values.consent,
    coppaCompliant: values.coppaCompliant,
    website: values.website,
  };
  return apiRequest<Schemas["ContactSent"]>(contactPath, { method: "POST", body: payload });
}
