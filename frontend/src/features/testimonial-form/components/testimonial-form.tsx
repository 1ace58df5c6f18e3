import { Form, Formik, type FormikHelpers } from "formik";
import { Lock } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router-dom";

import {
  CheckboxField,
  FocusFirstError,
  HoneypotField,
  RadioGroupField,
  SelectField,
  TextAreaField,
  TextField,
} from "@/components/form/fields";
import { CharacterCount } from "@/components/form/character-count";
import { SubmitButton } from "@/components/form/form-actions";
import { PrivacyPolicyLink, submitFailureToast } from "@/components/form/submit-failure";
import { useToast } from "@/components/ui/toast";
import { paths } from "@/config/paths";

import { submitTestimonial } from "../api/submit-testimonial";
import { refusalOf, type LinkRefused } from "../api/trusted-links";
import {
  RELATIONSHIPS,
  TESTIMONIAL_AGE_OPTIONS,
  TESTIMONIAL_FIELD_ORDER,
  TESTIMONIAL_LIMITS,
  testimonialSchema,
  type TestimonialValues,
} from "../schemas/testimonial-schema";
import { StarRatingField } from "./star-rating";

export const SUBMISSION_FAILED = "Please try again or contact us directly.";
const TOO_MANY = "Too many testimonials have been sent from your connection recently.";

export function TestimonialForm({
  initialValues,
  onSubmitted,
  invite = null,
  onInviteRefused,
}: {
  initialValues: TestimonialValues;
  onSubmitted: (verified: boolean) => void;
  /** A request's signed link: the testimonial will be verified, in the role it names. */
  invite?: string | null;
  /** The server refused the link on submit (used meanwhile, expired): the page says why. */
  onInviteRefused?: (refusal: LinkRefused) => void;
}) {
  const { toast } = useToast();
  // A prefilled role that is not one of the options (say "Tutor" from a request link) is kept
  // and offered as an extra option.
  const roleOptions = useMemo(() => {
    const options: string[] = [...RELATIONSHIPS];
    if (initialValues.role && !options.includes(initialValues.role)) {
      options.splice(options.length - 1, 0, initialValues.role);
    }
    return options.map((role) => ({ value: role, label: role }));
  }, [initialValues.role]);

  const submit = async (values: TestimonialValues, helpers: FormikHelpers<TestimonialValues>) => {
    try {
      const answer = await submitTestimonial(values, invite);
      toast({
        title: "Testimonial submitted!",
        description:
          "Thank you for sharing your experience. Your testimonial will be reviewed and published soon.",
      });
      onSubmitted(answer?.verified === true);
    } catch (error) {
      const refusal = invite ? refusalOf(error) : null;
      if (refusal) {
        // What was typed stays; the page says why the link failed and offers the plain form.
        onInviteRefused?.(refusal);
        return;
      }
      toast(
        submitFailureToast(error, helpers, "Submission failed", {
          failed: SUBMISSION_FAILED,
          tooMany: TOO_MANY,
          otherwise: " or contact us directly",
        }),
      );
    }
  };

  return (
    <Formik<TestimonialValues>
      initialValues={initialValues}
      validationSchema={testimonialSchema}
      onSubmit={submit}
    >
      {({ isSubmitting, values }) => (
        <Form noValidate aria-label="Testimonial" className="relative space-y-6">
          <FocusFirstError order={TESTIMONIAL_FIELD_ORDER} />
          <div className="grid gap-6 sm:grid-cols-2">
            <TextField
              name="name"
              label="Your Name"
              autoComplete="name"
              maxLength={TESTIMONIAL_LIMITS.name}
            />
            <SelectField
              name="role"
              label="Relationship"
              placeholder="Select your relationship"
              options={roleOptions}
              disabled={Boolean(invite)}
              hint={invite ? "As your invitation says." : undefined}
            />
          </div>
          <StarRatingField name="rating" />
          <TextAreaField
            name="content"
            label="Your Testimonial"
            placeholder="What was it like to work, study or play alongside me?"
            className="min-h-[200px] resize-y"
            hint={
              <CharacterCount
                value={values.content}
                min={TESTIMONIAL_LIMITS.contentMin}
                max={TESTIMONIAL_LIMITS.content}
              />
            }
          />
          <RadioGroupField
            name="ageVerification"
            legend="Age verification"
            options={TESTIMONIAL_AGE_OPTIONS}
          />
          <CheckboxField name="coppaCompliant">
            I agree to the <PrivacyPolicyLink /> and to my name, relationship and testimonial being
            published on this website after review.
          </CheckboxField>
          <aside
            aria-label="Privacy notice"
            className="flex gap-3 rounded-lg bg-accent-50 p-4 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300"
          >
            <Lock
              aria-hidden="true"
              className="mt-0.5 size-4 shrink-0 text-accent-700 dark:text-accent-300"
            />
            <p>
              <strong className="font-semibold text-slate-900 dark:text-white">
                Your privacy matters.
              </strong>{" "}
              We only keep your name, relationship, rating and words; no email address is asked for.
              Every testimonial is reviewed before it is published, one from someone under 13 only
              after parental consent has been verified, and testimonials that are not published are
              deleted after 90 days.
              {invite &&
                " The address your invitation went to is used once, for a confirmation with a link to withdraw your testimonial, and deleted within 30 days of the invitation."}
            </p>
          </aside>
          <HoneypotField />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Link
              to={paths.home}
              className="inline-flex items-center justify-center rounded-lg border border-slate-300 px-6 py-3 font-semibold text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              Cancel
            </Link>
            <SubmitButton
              busy={isSubmitting}
              label="Submit Testimonial"
              pendingLabel="Submitting..."
            />
          </div>
        </Form>
      )}
    </Formik>
  );
}
