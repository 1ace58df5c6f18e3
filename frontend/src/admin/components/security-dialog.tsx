import { Form, Formik, type FormikHelpers } from "formik";
import { useState } from "react";
import * as yup from "yup";

import { Button } from "@/components/ui/button";

import { useToast } from "@/components/ui/toast";

import { ownerRequest, sessionsEndedHere } from "../lib/session";
import { failureToast } from "../lib/failure";
import { serverFieldErrors } from "../lib/editor";
import { ConfirmDialog } from "./confirm-dialog";
import { FormActions, TextField } from "./form-controls";
import { ModalDialog } from "./modal-dialog";

type PasswordValues = { currentPassword: string; newPassword: string; repeatPassword: string };

const passwordSchema = yup.object({
  currentPassword: yup.string().required("Your current password is required"),
  newPassword: yup
    .string()
    .required("A new password is required")
    .min(12, "This password is too short. It must contain at least 12 characters."),
  repeatPassword: yup
    .string()
    .required("Type the new password again")
    .oneOf([yup.ref("newPassword")], "The two new passwords are not the same"),
});

const FIELDS = ["currentPassword", "newPassword", "repeatPassword"] as const;

/**
 * The owner's account security: change the password, or sign out everywhere (every device and
 * tab, this one too). Both end every session, so both lead back to the login page.
 */
export function SecurityDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);

  const changePassword = async (values: PasswordValues, helpers: FormikHelpers<PasswordValues>) => {
    try {
      await ownerRequest("/api/admin/password", {
        method: "POST",
        body: { currentPassword: values.currentPassword, newPassword: values.newPassword },
      });
      toast({
        title: "Password changed",
        description: "Every device has been signed out. Sign in with your new password.",
      });
      sessionsEndedHere();
    } catch (error) {
      helpers.setErrors(serverFieldErrors<PasswordValues>(error, FIELDS).errors);
      toast(failureToast(error, "Failed to change the password. Please try again."));
    }
  };

  const signOutEverywhere = async () => {
    setConfirming(false);
    try {
      await ownerRequest("/api/admin/sign-out-everywhere", { method: "POST" });
      toast({
        title: "Signed out everywhere",
        description: "Every device and browser tab has been signed out.",
      });
      sessionsEndedHere();
    } catch (error) {
      toast(failureToast(error, "Failed to sign out everywhere. Please try again."));
    }
  };

  return (
    <>
      <ModalDialog open={open && !confirming} title="Account security" onClose={onClose}>
        <h3 className="font-semibold">Change password</h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          At least 12 characters. Every device is signed out afterwards.
        </p>
        <Formik<PasswordValues>
          initialValues={{ currentPassword: "", newPassword: "", repeatPassword: "" }}
          validationSchema={passwordSchema}
          onSubmit={changePassword}
        >
          {({ isSubmitting }) => (
            <Form noValidate className="mt-4 space-y-4">
              <TextField
                name="currentPassword"
                label="Current password"
                type="password"
                autoComplete="current-password"
              />
              <TextField
                name="newPassword"
                label="New password"
                type="password"
                autoComplete="new-password"
              />
              <TextField
                name="repeatPassword"
                label="New password again"
                type="password"
                autoComplete="new-password"
              />
              <FormActions
                submitLabel="Change Password"
                pendingLabel="Changing..."
                isSubmitting={isSubmitting}
              />
            </Form>
          )}
        </Formik>
        <div className="mt-6 border-t border-slate-200 pt-5 dark:border-slate-700">
          <h3 className="font-semibold">Sign out everywhere</h3>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Lost a phone, or signed in on a computer that is not yours? This signs out every device
            and browser tab at once, this one too.
          </p>
          <Button
            variant="dangerOutline"
            size="sm"
            onClick={() => setConfirming(true)}
            className="mt-3"
          >
            Sign Out Everywhere
          </Button>
        </div>
      </ModalDialog>
      <ConfirmDialog
        open={confirming}
        title="Sign out everywhere?"
        message="Every device and browser tab will be signed out, this one too."
        confirmLabel="Sign Out Everywhere"
        onConfirm={signOutEverywhere}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
