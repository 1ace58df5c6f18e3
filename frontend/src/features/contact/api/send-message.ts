import { apiRequest } from "@/lib/api-client";

import type { ContactValues } from "../schemas/contact-schema";

export type ContactPayload = Omit<ContactValues, "humanVerified" | "ageVerification"> & {
  ageVerification: "over-13" | "under-13-with-consent";
};

export const contactPath = "/api/contact";

/** POST /api/contact: answers 201 {detail}; 400 {field: [message]}; 429 {detail} when throttled. */
export function sendContactMessage(values: ContactValues): Promise<{ detail: string }> {
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
  return apiRequest<{ detail: string }>(contactPath, { method: "POST", body: payload });
}
