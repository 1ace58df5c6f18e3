import * as yup from "yup";

// The server's rules, with the specification's messages word for word.
export const requestSchema = yup.object({
  name: yup.string().trim().required("Name is required").max(100, "Name is too long"),
  email: yup
    .string()
    .trim()
    .required("Valid email is required")
    .email("Valid email is required")
    .max(254, "Valid email is required"),
  relationship: yup.string().trim().required("Relationship is required"),
  message: yup
    .string()
    .trim()
    .required("Message must be at least 10 characters")
    .min(10, "Message must be at least 10 characters")
    .max(2000, "Message must be at most 2000 characters"),
});
