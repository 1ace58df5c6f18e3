import { LogIn } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useSWRConfig } from "swr";

import { COMPACT_LOOK } from "@/components/form/field-look";
import { FormProblem, SubmitButton } from "@/components/form/form-actions";
import { ApiError } from "@/lib/api-client";

import { OWNER_SCOPE } from "../api/owner-data";
import { login } from "../lib/session";
import { lastUsername } from "../lib/session-tokens";
import { inputClass, labelClass } from "./form-controls";
import { ModalDialog } from "./modal-dialog";

export const SESSION_ENDED_TITLE = "Your session has ended";

function signInProblem(error: unknown): string {
  if (error instanceof ApiError && error.body && typeof error.body === "object") {
    const detail = (error.body as { detail?: unknown }).detail;
    if (typeof detail === "string") return detail;
  }
  if (error instanceof ApiError && error.status >= 500) {
    return "The server had a problem. Please try again in a moment.";
  }
  if (!(error instanceof ApiError) || error.status === 0) {
    return "You are offline. Check your connection and try again.";
  }
  return "Invalid credentials. Please try again.";
}

/**
 * Shown over the panel when the session ends while it is open (a refresh refused, another tab
 * signed out, the password changed). The panel stays underneath with every form as it was, and
 * the owner signs in again right here; the forms' drafts are also kept on this device in case
 * the page is closed instead.
 */
export function SessionEndedDialog({ open }: { open: boolean }) {
  const { mutate } = useSWRConfig();
  const [username, setUsername] = useState(lastUsername);
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setProblem(!username.trim() ? "Username is required" : "Password is required");
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await login(username.trim(), password);
      setPassword("");
      // Everything the panel shows is read again with the new session.
      await mutate((key) => Array.isArray(key) && key[0] === OWNER_SCOPE);
    } catch (error) {
      setProblem(signInProblem(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      open={open}
      title={SESSION_ENDED_TITLE}
      description={
        <>
          You were signed out: the sign-in expired, you signed out in another tab, or your password
          changed. Nothing you typed is lost: it is still here, and kept on this device. Sign in
          again to carry on.
        </>
      }
      // No onClose: Escape must not close it, as the panel behind cannot save anything
      // without a session.
      size="narrow"
    >
      <form onSubmit={submit} noValidate>
        <div className="space-y-4">
          <div>
            <label htmlFor={`${ids}-username`} className={labelClass}>
              Username
            </label>
            <input
              id={`${ids}-username`}
              autoComplete="username"
              className={inputClass}
              value={username}
              onChange={(event) => setUsername(event.target.value)}
            />
          </div>
          <div>
            <label htmlFor={`${ids}-password`} className={labelClass}>
              Password
            </label>
            <input
              id={`${ids}-password`}
              type="password"
              autoComplete="current-password"
              // The one field of a dialog just opened: a modal dialog focuses its autofocus control.
              // eslint-disable-next-line jsx-a11y/no-autofocus -- where the owner types next
              autoFocus
              className={inputClass}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          {problem && <FormProblem>{problem}</FormProblem>}
        </div>
        <SubmitButton
          busy={busy}
          label="Sign in again"
          pendingLabel="Authenticating..."
          icon={LogIn}
          look={COMPACT_LOOK}
          className="mt-5 w-full"
        />
      </form>
    </ModalDialog>
  );
}
