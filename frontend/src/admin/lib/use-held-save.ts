// The 'Publish anyway?' flow (issue 16) written once: a save the server holds back because the
// personal-data check found something (409, needsConfirmation, nothing stored) waits for the
// owner's answer. 'Publish anyway' sends the same save again with the owner's confirmation,
// 'Keep as draft' sends it unpublished, and going back stores nothing. The shared editor's
// dialog and the gallery's panels and eye toggle are all this hook.
import type { FormikErrors, FormikHelpers } from "formik";
import { useState } from "react";

import {
  CONFIRM_FIELD,
  confirmationNeeded,
  fieldWarnings,
  type PersonalDataWarning,
} from "./personal-data";

/** What the owner answered: the confirmation, or publishing nothing yet. */
export type PublishAnswer = { [CONFIRM_FIELD]?: boolean; isPublished?: boolean };

export type HeldSaveConfig<A> = {
  /** Send the save (`answer` goes with it); a failure is thrown. */
  send: (args: A, answer: PublishAnswer) => Promise<void>;
  /** The server held the save back: show its findings (the hook keeps them for the question). */
  onHeld?: (warnings: PersonalDataWarning[], args: A) => void;
  /** Any other failure. */
  onFailure: (failure: unknown, args: A) => void;
};

export function useHeldSave<A>(config: HeldSaveConfig<A>) {
  const [held, setHeld] = useState<{ warnings: PersonalDataWarning[]; args: A } | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (args: A, answer: PublishAnswer) => {
    try {
      await config.send(args, answer);
      setHeld(null);
    } catch (failure) {
      const refused = confirmationNeeded(failure);
      if (refused) {
        config.onHeld?.(refused, args);
        setHeld({ warnings: refused, args });
        return;
      }
      setHeld(null);
      config.onFailure(failure, args);
    }
  };

  /** Answer the question: the held save goes again with `answer` (the question stays, busy,
   * until the server has answered). */
  const answer = async (reply: PublishAnswer) => {
    if (!held || busy) return;
    setBusy(true);
    try {
      await run(held.args, reply);
    } finally {
      setBusy(false);
    }
  };

  return {
    /** A fresh save: any earlier question is gone. */
    save: (args: A) => {
      setHeld(null);
      return run(args, {});
    },
    /** The findings of the save waiting for an answer; null: none is. */
    warnings: held?.warnings ?? null,
    /** What the held save was sent with. */
    heldArgs: held?.args ?? null,
    busy,
    publish: () => answer({ [CONFIRM_FIELD]: true }),
    keepDraft: () => answer({ isPublished: false }),
    cancel: () => setHeld(null),
  };
}

export type HeldSave<A> = ReturnType<typeof useHeldSave<A>>;

/** A Formik form's values and helpers, as a held form save keeps them. */
export type FormSave<V> = { values: V; helpers: FormikHelpers<V> };

/** useHeldSave for a Formik form: the findings go on the form's `fields` (`rename` maps an API
 * field to the form field that shows it) and the form is busy while an answer is sent. */
export function useHeldFormSave<V>({
  send,
  fields,
  rename,
  onHeld,
  onFailure,
}: {
  send: (values: V, helpers: FormikHelpers<V>, answer: PublishAnswer) => Promise<void>;
  fields: readonly string[];
  rename?: Record<string, string>;
  onHeld?: (warnings: PersonalDataWarning[]) => void;
  onFailure: (failure: unknown, values: V, helpers: FormikHelpers<V>) => void;
}) {
  const held = useHeldSave<FormSave<V>>({
    send: ({ values, helpers }, answer) => send(values, helpers, answer),
    onHeld: (warnings, { helpers }) => {
      helpers.setErrors(fieldWarnings(warnings, fields, rename) as FormikErrors<V>);
      onHeld?.(warnings);
    },
    onFailure: (failure, { values, helpers }) => onFailure(failure, values, helpers),
  });
  const submitting = (answer: () => Promise<void>) => async () => {
    const helpers = held.heldArgs?.helpers;
    helpers?.setSubmitting(true);
    try {
      await answer();
    } finally {
      helpers?.setSubmitting(false);
    }
  };
  return {
    ...held,
    /** Formik's onSubmit. */
    submit: (values: V, helpers: FormikHelpers<V>) => held.save({ values, helpers }),
    publish: submitting(held.publish),
    keepDraft: submitting(held.keepDraft),
  };
}
