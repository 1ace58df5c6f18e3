import { Form, Formik, type FormikHelpers } from "formik";
import { ArrowLeft, Eye, EyeOff, Lock, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router-dom";
import * as yup from "yup";

import { COMPACT_LOOK } from "@/components/form/field-look";
import { FormProblem, SubmitButton } from "@/components/form/form-actions";
import { useToast } from "@/components/ui/toast";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { useDocumentTitle } from "@/lib/document-title";

import { FieldError, inputClass } from "../components/form-controls";
import { NEXT_PARAM, safeNextPath } from "../lib/next-path";
import { login, useSession } from "../lib/session";

export const REDIRECT_DELAY_MS = 1000;

const schema = yup.object({
  username: yup.string().trim().required("Username is required"),
  password: yup.string().required("Password is required"),
});
type Values = yup.InferType<typeof schema>;

function serverMessage(error: unknown): string {
  if (error instanceof ApiError && error.body && typeof error.body === "object") {
    const detail = (error.body as { detail?: unknown }).detail;
    if (typeof detail === "string") return detail;
  }
  return "Invalid credentials. Please try again.";
}

export default function LoginPage() {
  useDocumentTitle("Admin Login");
  const navigate = useNavigate();
  const { toast, dismiss } = useToast();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get(NEXT_PARAM));
  const session = useSession();
  const [showPassword, setShowPassword] = useState(false);
  const [lockout, setLockout] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setLockout(null);
    // Before signing in: the session turns "signed in" inside login(), and this page must not
    // jump to the panel then, under its own toast, but after its second.
    setRedirecting(true);
    try {
      await login(values.username, values.password);
      toast({ title: "Login Successful", description: "Redirecting to admin panel..." });
      await new Promise((resolve) => window.setTimeout(resolve, REDIRECT_DELAY_MS));
      // The toast has said its piece; it must not linger over the panel.
      dismiss();
      navigate(next, { replace: true });
    } catch (error) {
      setRedirecting(false);
      const message = serverMessage(error);
      if (error instanceof ApiError && error.status === 429) setLockout(message);
      if (error instanceof ApiError && error.status === 400) {
        helpers.setErrors(error.fieldErrors());
      }
      toast({ title: "Login Failed", description: message, variant: "destructive" });
      helpers.setSubmitting(false);
    }
  };

  // Already signed in (a second tab, the back button): straight to the panel.
  if (session.status === "signed-in" && !redirecting) return <Navigate to={next} replace />;

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-12 dark:bg-slate-950">
      <div className="w-full max-w-md">
        <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <div className="flex flex-col items-center text-center">
            <span className="flex size-12 items-center justify-center rounded-xl bg-slate-900 text-warm-400">
              <Lock aria-hidden="true" className="size-6" />
            </span>
            <h1 className="mt-4 text-2xl font-bold text-slate-900 dark:text-white">Admin Login</h1>
            <p className="mt-1 text-slate-600 dark:text-slate-400">
              Sign in to manage your portfolio.
            </p>
          </div>
          <Formik<Values>
            initialValues={{ username: "", password: "" }}
            validationSchema={schema}
            onSubmit={submit}
          >
            {({ isSubmitting, getFieldProps, errors, touched }) => (
              <Form noValidate className="mt-8 space-y-5">
                <div>
                  <label htmlFor="username" className="block text-sm font-medium">
                    Username
                  </label>
                  <input
                    id="username"
                    autoComplete="username"
                    className={inputClass}
                    aria-invalid={Boolean(touched.username && errors.username)}
                    aria-describedby="username-error"
                    {...getFieldProps("username")}
                  />
                  <FieldError id="username-error" name="username" />
                </div>
                <div>
                  <label htmlFor="password" className="block text-sm font-medium">
                    Password
                  </label>
                  <div className="relative">
                    <input
                      id="password"
                      type={showPassword ? "text" : "password"}
                      autoComplete="current-password"
                      className={`${inputClass} pr-12`}
                      aria-invalid={Boolean(touched.password && errors.password)}
                      aria-describedby="password-error"
                      {...getFieldProps("password")}
                    />
                    <button
                      type="button"
                      onClick={() => setShowPassword((shown) => !shown)}
                      aria-pressed={showPassword}
                      className="absolute inset-y-0 right-0 mt-1 flex items-center px-3 text-slate-500 hover:text-slate-800 dark:hover:text-slate-200"
                    >
                      {showPassword ? (
                        <EyeOff aria-hidden="true" className="size-5" />
                      ) : (
                        <Eye aria-hidden="true" className="size-5" />
                      )}
                      <span className="sr-only">
                        {showPassword ? "Hide password" : "Show password"}
                      </span>
                    </button>
                  </div>
                  <FieldError id="password-error" name="password" />
                </div>
                {lockout && <FormProblem>{lockout}</FormProblem>}
                <SubmitButton
                  busy={isSubmitting}
                  label="Sign In"
                  pendingLabel="Authenticating..."
                  look={COMPACT_LOOK}
                  className="w-full"
                />
              </Form>
            )}
          </Formik>
          <p className="mt-6 flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-600 dark:bg-slate-800 dark:text-slate-300">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            This area is for the site owner only. Sign-in attempts are monitored, and repeated
            failures lock the account for 15 minutes.
          </p>
        </div>
        <Link
          to={paths.home}
          className="mt-6 inline-flex items-center gap-2 text-sm font-medium text-slate-700 hover:underline dark:text-slate-300"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Home
        </Link>
      </div>
    </main>
  );
}
