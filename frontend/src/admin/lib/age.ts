// The age question the contact and testimonial forms both ask, as the owner's screens word it.

export const UNDER_13 = "under-13-with-consent";

export const AGE_LABELS: Record<string, string> = {
  "over-13": "13 or older",
  [UNDER_13]: "Under 13 with verifiable parental consent",
};
