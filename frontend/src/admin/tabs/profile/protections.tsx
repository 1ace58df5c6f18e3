// The profile's "Privacy & safety" section (issue 16): pseudonym mode and the pseudonym, the
// owner's sensitive words for the personal-data check, and a guardian's e-mail and approval.
// None of these is ever shown on the site; the server refuses a setting without what it needs
// with the same words the form shows on the same field.
import { useFormikContext } from "formik";

import { ChipsInput } from "../../components/chips-input";
import { SwitchField, TextField } from "../../components/form-controls";
import {
  fieldsNamingTheOwner,
  PSEUDONYM_MAX_LENGTH,
  SENSITIVE_WORD_MAX_LENGTH,
  SENSITIVE_WORDS_MAX,
  type ProfileFormValues,
} from "./schema";
import { Section } from "./section";

export const PSEUDONYM_EXPLAINED =
  "Shown instead of your full name everywhere the site shows your name: pages, sharing cards, search engines, the feed and e-mails.";
export const PSEUDONYM_CHECK =
  "Your texts, public e-mail address and links stay as they are: check that they do not name you.";
export const SENSITIVE_WORDS_EXPLAINED =
  "Your school, home town, club… The site warns you when a text you publish contains one, and looks for your surname (in pseudonym mode, your whole name) without you typing it. Never shown on the site.";
export const GUARDIAN_EMAIL_EXPLAINED =
  "A parent or guardian who gets a weekly summary of what was published and received.";
export const GUARDIAN_APPROVAL_EXPLAINED =
  "Testimonials and messages from visitors under 13 wait for your guardian's approval.";

function Explained({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className="text-sm text-slate-600 dark:text-slate-400">
      {children}
    </p>
  );
}

/** The fields that still name the owner in pseudonym mode, as one sentence ("" for none). */
export function namingWarning(labels: string[]): string {
  if (labels.length === 0) return "";
  return `Your name still appears in: ${labels.join(", ")}. Change ${
    labels.length === 1 ? "it" : "them"
  } to keep your name off the site.`;
}

export function ProtectionsSection() {
  const { values } = useFormikContext<ProfileFormValues>();
  const warning = namingWarning(fieldsNamingTheOwner(values));
  return (
    <Section
      title="Privacy & safety"
      intro="Settings that protect you. None of them is ever shown to visitors."
    >
      <div className="space-y-2">
        <SwitchField name="pseudonymMode" label="Pseudonym mode" />
        <Explained id="pseudonym-mode-explained">{PSEUDONYM_EXPLAINED}</Explained>
      </div>
      {values.pseudonymMode && (
        <TextField
          name="pseudonym"
          label="Pseudonym"
          maxLength={PSEUDONYM_MAX_LENGTH}
          autoComplete="off"
          placeholder="e.g. A. M."
          hint={PSEUDONYM_CHECK}
        />
      )}
      {warning && (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
        >
          {warning}
        </p>
      )}
      <div className="space-y-2 border-t border-slate-100 pt-4 dark:border-slate-800">
        <ChipsInput
          name="sensitiveWords"
          label="Sensitive words"
          noun="word"
          maxItems={SENSITIVE_WORDS_MAX}
          maxLength={SENSITIVE_WORD_MAX_LENGTH}
        />
        <Explained id="sensitive-words-explained">{SENSITIVE_WORDS_EXPLAINED}</Explained>
      </div>
      <div className="space-y-4 border-t border-slate-100 pt-4 dark:border-slate-800">
        <TextField
          name="guardianEmail"
          label="Guardian's e-mail (optional)"
          type="email"
          maxLength={254}
          autoComplete="off"
          hint={GUARDIAN_EMAIL_EXPLAINED}
        />
        <div className="space-y-2">
          <SwitchField name="guardianApproval" label="Guardian approval" />
          <Explained id="guardian-approval-explained">{GUARDIAN_APPROVAL_EXPLAINED}</Explained>
        </div>
      </div>
    </Section>
  );
}
