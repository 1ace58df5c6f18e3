import { Form, Formik, type FormikHelpers } from "formik";

import { FormProblem } from "@/components/form/form-actions";
import { useToast } from "@/components/ui/toast";
import { RELATIONSHIPS } from "@/lib/relationships";
import { ApiError } from "@/lib/api-client";

import { FormActions, SelectField, TextAreaField, TextField } from "../../components/form-controls";
import { ModalDialog } from "../../components/modal-dialog";
import { failureToast } from "../../lib/failure";
import { REQUEST_FAILED, useTestimonialActions, type TestimonialRequest } from "./api";
import { requestSchema } from "./request-schema";

const EMPTY: TestimonialRequest = { name: "", email: "", relationship: "", message: "" };
const FIELDS = Object.keys(EMPTY) as (keyof TestimonialRequest)[];

/** The modal form that e-mails someone a link to the testimonial form, prefilled with their
 * name and relationship. */
export function RequestDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { toast } = useToast();
  const { sendRequest } = useTestimonialActions();

  const submit = async (values: TestimonialRequest, helpers: FormikHelpers<TestimonialRequest>) => {
    helpers.setStatus(null);
    const payload = requestSchema.cast(values) as TestimonialRequest;
    try {
      const result = await sendRequest(payload);
      helpers.resetForm();
      onClose();
      toast(
        result.sent
          ? {
              title: "Request sent successfully",
              description: "Your testimonial request has been sent via email.",
            }
          : // Kept: the mail server refused it or was down, and the site tries again.
            { title: "Request saved, not sent yet", description: result.detail },
      );
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors() : {};
      const onFields = Object.fromEntries(
        Object.entries(fieldErrors).filter(([field]) => FIELDS.includes(field as never)),
      );
      if (Object.keys(onFields).length > 0) {
        // A refusal the owner can fix here, e.g. the 30-day rule on the e-mail address.
        helpers.setErrors(onFields);
      } else {
        helpers.setStatus(REQUEST_FAILED);
        toast(failureToast(error, REQUEST_FAILED));
      }
    }
  };

  return (
    <ModalDialog
      open={open}
      title="Request a Testimonial"
      description="They will get an e-mail from your site with your message and a link to the testimonial form, with their name and relationship already filled in."
      onClose={onClose}
      // Start in the first field rather than on the close button.
      onOpen={(dialog) => dialog.querySelector("input")?.focus()}
      keepMounted
    >
      <Formik<TestimonialRequest>
        initialValues={EMPTY}
        validationSchema={requestSchema}
        onSubmit={submit}
      >
        {({ isSubmitting, status }) => (
          <Form noValidate className="space-y-4">
            <TextField name="name" label="Name" autoComplete="off" maxLength={100} />
            <TextField name="email" label="Email" type="email" autoComplete="off" maxLength={254} />
            <SelectField
              name="relationship"
              label="Relationship"
              options={[
                { value: "", label: "Choose how you know them" },
                ...RELATIONSHIPS.map((value) => ({ value, label: value })),
              ]}
            />
            <TextAreaField
              name="message"
              label="Message"
              rows={5}
              maxLength={2000}
              hint="A personal note at the top of the e-mail (at least 10 characters)."
              placeholder="Hello! I'm putting together my portfolio and would love a few words about ..."
            />
            {status && <FormProblem>{status}</FormProblem>}
            <div className="pt-1">
              <FormActions
                submitLabel="Send Request"
                pendingLabel="Sending..."
                isSubmitting={isSubmitting}
                onReset={onClose}
                resetLabel="Cancel"
              />
            </div>
          </Form>
        )}
      </Formik>
    </ModalDialog>
  );
}
