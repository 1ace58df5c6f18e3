// The contact form's rules, mirroring POST /api/contact (apps/contact/serializers.py), with the
// specification's messages word for word. The server stays the authority.
import * as yup from "yup";

export const CONTACT_MESSAGES = {
  name: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  subject: "Subject must be at least 5 characters",
  message: "Message must be at least 10 characters",
  ageVerification: "Please verify your age for COPPA compliance",
  consent: "You must consent to data processing",
  coppaCompliant: "COPPA compliance acknowledgment is required",
  humanVerified: "Please complete the CAPTCHA verification",
} as const;

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  subject: 200,
  messageMin: 10,
  message: 5000,
} as const;

export const AGE_OPTIONS = [
  { value: "over-13", label: "13 or older" },
  { value: "under-13-with-consent", label: "Under 13 with parental consent" },
] as const;

const m = CONTACT_MESSAGES;

/** Trimmed text of `min` to `max` characters; empty or short says `message`. */
function text(label: string, max: number, min: number, message: string) {
  return yup
    .string()
    .trim()
    .required(message)
    .min(min, message)
    .max(max, `${label} must be at most ${max} characters`);
}

export const contactSchema = yup.object({
  name: text("Name", CONTACT_LIMITS.name, 2, m.name),
  email: yup.string().trim().required(m.email).email(m.email).max(CONTACT_LIMITS.email, m.email),
  subject: text("Subject", CONTACT_LIMITS.subject, 5, m.subject),
  message: text("Message", CONTACT_LIMITS.message, CONTACT_LIMITS.messageMin, m.message),
  ageVerification: yup
    .string()
    .required(m.ageVerification)
    .oneOf(
      AGE_OPTIONS.map((option) => option.value),
      m.ageVerification,
    ),
  consent: yup.boolean().required(m.consent).oneOf([true], m.consent),
  coppaCompliant: yup.boolean().required(m.coppaCompliant).oneOf([true], m.coppaCompliant),
  // The human-verification toggle: a simple button, not a real challenge (specification §5).
  humanVerified: yup.boolean().required(m.humanVerified).oneOf([true], m.humanVerified),
  // The hidden anti-spam field; people leave it empty.
  website: yup.string(),
});

export type ContactValues = {
  name: string;
  email: string;
  subject: string;
  message: string;
  ageVerification: string;
  consent: boolean;
  coppaCompliant: boolean;
  humanVerified: boolean;
  website: string;
};

export const CONTACT_INITIAL_VALUES: ContactValues = {
  name: "",
  email: "",
  subject: "",
  message: "",
  ageVerification: "",
  consent: false,
  coppaCompliant: false,
  humanVerified: false,
  website: "",
};

/** The order the fields appear in, for focusing the first one with a message. */
export const CONTACT_FIELD_ORDER = [
  "name",
  "email",
  "subject",
  "message",
  "ageVerification",
  "consent",
  "coppaCompliant",
  "humanVerified",
] as const;
