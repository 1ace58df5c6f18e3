import { Form, Formik, type FormikHelpers } from "formik";
import { Send } from "lucide-react";

import {
  CheckboxField,
  FocusFirstError,
  HoneypotField,
  RadioGroupField,
  TextAreaField,
  TextField,
} from "@/components/form/fields";
import { CharacterCount } from "@/components/form/character-count";
import { SubmitButton } from "@/components/form/form-actions";
import { PrivacyPolicyLink, submitFailureToast } from "@/components/form/submit-failure";
import { useToast } from "@/components/ui/toast";

import { sendContactMessage } from "../api/send-message";
import {
  AGE_OPTIONS,
  CONTACT_FIELD_ORDER,
  CONTACT_INITIAL_VALUES,
  CONTACT_LIMITS,
  contactSchema,
  type ContactValues,
} from "../schemas/contact-schema";
import { HumanVerification } from "./human-verification";

export const CONTACT_FAILED = "Failed to send message. Please try again.";
const CONTACT_TOO_MANY =
  "Failed to send message. Too many messages have been sent from your connection recently.";

export function ContactForm() {
  const { toast } = useToast();

  const submit = async (values: ContactValues, helpers: FormikHelpers<ContactValues>) => {
    try {
      await sendContactMessage(values);
      toast({
        title: "Message Sent!",
        description: "Thank you for your message. I'll get back to you soon!",
      });
      // Success clears the form and resets the verification toggle.
      helpers.resetForm();
    } catch (error) {
      toast(
        submitFailureToast(error, helpers, "Error", {
          failed: CONTACT_FAILED,
          tooMany: CONTACT_TOO_MANY,
        }),
      );
    }
  };

  return (
    <Formik<ContactValues>
      initialValues={CONTACT_INITIAL_VALUES}
      validationSchema={contactSchema}
      onSubmit={submit}
    >
      {({ isSubmitting, values }) => (
        <Form noValidate aria-labelledby="contact-form-heading" className="relative space-y-6">
          <FocusFirstError order={CONTACT_FIELD_ORDER} />
          <div className="grid gap-6 sm:grid-cols-2">
            <TextField
              name="name"
              label="Name"
              autoComplete="name"
              maxLength={CONTACT_LIMITS.name}
            />
            <TextField
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={CONTACT_LIMITS.email}
            />
          </div>
          <TextField name="subject" label="Subject" maxLength={CONTACT_LIMITS.subject} />
          <TextAreaField
            name="message"
            label="Message"
            className="min-h-[200px] resize-y"
            hint={
              <CharacterCount
                value={values.message}
                min={CONTACT_LIMITS.messageMin}
                max={CONTACT_LIMITS.message}
              />
            }
          />
          <RadioGroupField name="ageVerification" legend="Age verification" options={AGE_OPTIONS} />
          <div className="space-y-4">
            <CheckboxField name="consent">
              I consent to my name, email address and message being stored and used only to reply to
              me.
            </CheckboxField>
            <CheckboxField name="coppaCompliant">
              I acknowledge the COPPA notice: I am 13 or older, or my parent or guardian has given
              permission for me to send this message.
            </CheckboxField>
            <p className="pl-8 text-sm text-slate-600 dark:text-slate-400">
              Read the <PrivacyPolicyLink /> to see how your information is protected.
            </p>
          </div>
          <HumanVerification />
          <HoneypotField />
          <SubmitButton
            busy={isSubmitting}
            label="Send Message"
            pendingLabel="Sending..."
            icon={Send}
            className="w-full sm:w-auto"
          />
        </Form>
      )}
    </Formik>
  );
}
