// How a testimonial's writer knows the owner: the choices of the public testimonial form and of
// the panel's request form (which prefills the public one through its link).
export const RELATIONSHIPS = [
  "Teacher",
  "Classmate",
  "Coach",
  "Mentor",
  "Family Friend",
  "Peer",
  "Other",
] as const;
