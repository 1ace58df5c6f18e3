// The testimonial form's rules, mirroring POST /api/testimonials
// (apps/testimonials/serializers.py), with the specification's messages word for word. The
// form's fields carry the API's names (role, content), so every message lands on the field
// the visitor sees.
import * as yup from "yup";

import { RELATIONSHIPS } from "@/lib/relationships";

export const TESTIMONIAL_MESSAGES = {
  name: "Name is required",
  role: "Role/Relationship is required",
  content: "Please write at least 20 characters",
  rating: "Rating must be a number from 1 to 5",
  ageVerification: "Age verification is required for COPPA compliance",
  coppaCompliant: "COPPA compliance acknowledgment is required",
} as const;

export const TESTIMONIAL_LIMITS = { name: 100, role: 100, contentMin: 20, content: 2000 } as const;

export { RELATIONSHIPS };

export const TESTIMONIAL_AGE_OPTIONS = [
  { value: "over-13", label: "13 or older" },
  { value: "under-13-with-consent", label: "Under 13 with verifiable parental consent" },
] as const;

const m = TESTIMONIAL_MESSAGES;

export const testimonialSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(m.name)
    .max(TESTIMONIAL_LIMITS.name, `Name must be at most ${TESTIMONIAL_LIMITS.name} characters`),
  role: yup
    .string()
    .trim()
    .required(m.role)
    .max(TESTIMONIAL_LIMITS.role, `Role must be at most ${TESTIMONIAL_LIMITS.role} characters`),
  content: yup
    .string()
    .trim()
    .required(m.content)
    .min(TESTIMONIAL_LIMITS.contentMin, m.content)
    .max(
      TESTIMONIAL_LIMITS.content,
      `Please keep it under ${TESTIMONIAL_LIMITS.content} characters`,
    ),
  rating: yup
    .number()
    .typeError(m.rating)
    .required(m.rating)
    .integer(m.rating)
    .min(1, m.rating)
    .max(5, m.rating),
  ageVerification: yup
    .string()
    .required(m.ageVerification)
    .oneOf(
      TESTIMONIAL_AGE_OPTIONS.map((option) => option.value),
      m.ageVerification,
    ),
  coppaCompliant: yup.boolean().required(m.coppaCompliant).oneOf([true], m.coppaCompliant),
  website: yup.string(),
});

export type TestimonialValues = {
  name: string;
  role: string;
  content: string;
  rating: number;
  ageVerification: string;
  coppaCompliant: boolean;
  website: string;
};

export const TESTIMONIAL_FIELD_ORDER = [
  "name",
  "role",
  "rating",
  "content",
  "ageVerification",
  "coppaCompliant",
] as const;

/**
 * The role a link asks for (?role= or ?relationship=), matched to an option case-insensitively
 * ("teacher" becomes "Teacher"); any other value is kept as it is (trimmed, cut to the
 * server's limit) and offered as an extra option.
 */
export function roleFromQuery(raw: string | null): string {
  const value = (raw ?? "").trim().slice(0, TESTIMONIAL_LIMITS.role);
  if (!value) return "";
  return RELATIONSHIPS.find((option) => option.toLowerCase() === value.toLowerCase()) ?? value;
}

/** The form's starting values, prefilled from the page's query (?name=&role= or
 * ?relationship=), as the owner's testimonial-request e-mail links do. */
export function initialTestimonialValues(params: URLSearchParams): TestimonialValues {
  return {
    name: (params.get("name") ?? "").trim().slice(0, TESTIMONIAL_LIMITS.name),
    role: roleFromQuery(params.get("role") ?? params.get("relationship")),
    content: "",
    rating: 5,
    ageVerification: "",
    coppaCompliant: false,
    website: "",
  };
}
