// 'Share' on a post or a journal entry: a private link for one named person (a teacher, a
// parent, an admissions tutor) that works for a number of days. Once made, the dialog shows the
// link with a Copy button: this is the only time it is shown (the server keeps a hash of it).
import { Form, Formik, type FormikHelpers } from "formik";
import { Check, Copy } from "lucide-react";
import { useId, useRef, useState } from "react";
import * as yup from "yup";

import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { formatUsLongDate } from "@/lib/format";

import {
  useShareLinkWrites,
  type ShareLinkCreated,
  type ShareTargetType,
} from "../../api/share-links";
import { failureToast } from "../../lib/failure";
import { serverFieldErrors } from "../../lib/editor";
import { DialogActions, TextField, inputClass, labelClass } from "../form-controls";
import { ModalDialog } from "../modal-dialog";

export type ShareTarget = { type: ShareTargetType; id: string; title: string };

type ShareValues = { recipient: string; days: number | string };

const DAYS = "A link lasts between 1 and 90 days";
const shareSchema = yup.object({
  recipient: yup
    .string()
    .trim()
    .required("Say who the link is for")
    .max(100, "Keep the recipient to 100 characters or fewer"),
  days: yup.number().typeError(DAYS).required(DAYS).integer(DAYS).min(1, DAYS).max(90, DAYS),
});

export function ShareDialog({
  open,
  target,
  onClose,
}: {
  open: boolean;
  target: ShareTarget;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const { create } = useShareLinkWrites();
  const [created, setCreated] = useState<ShareLinkCreated | null>(null);

  const close = () => {
    setCreated(null);
    onClose();
  };

  const submit = async (values: ShareValues, helpers: FormikHelpers<ShareValues>) => {
    try {
      const link = await create({
        targetType: target.type,
        targetId: target.id,
        recipient: values.recipient.trim(),
        days: Number(values.days),
      });
      setCreated(link);
    } catch (error) {
      helpers.setErrors(serverFieldErrors<ShareValues>(error, ["recipient", "days"]).errors);
      toast(failureToast(error, "Failed to make the link. Please try again."));
    }
  };

  return (
    <ModalDialog
      open={open}
      title={created ? "Private link ready" : "Share privately"}
      description={
        created
          ? undefined
          : `A private link to “${target.title}” for one person. It is never published or indexed, and you can turn it off at any time.`
      }
      onClose={close}
    >
      {created ? (
        <CreatedLink link={created} onDone={close} />
      ) : (
        <Formik<ShareValues>
          initialValues={{ recipient: "", days: 14 }}
          validationSchema={shareSchema}
          onSubmit={submit}
        >
          {({ isSubmitting }) => (
            <Form noValidate className="space-y-4">
              <TextField
                name="recipient"
                label="Who is it for?"
                hint="For example: Mrs Patel (maths teacher), Mum, admissions tutor"
                maxLength={100}
                autoComplete="off"
              />
              <TextField
                name="days"
                label="Works for (days)"
                hint="From 1 to 90 days"
                type="number"
                inputMode="numeric"
                min={1}
                max={90}
              />
              <DialogActions
                onCancel={close}
                cancelDisabled={isSubmitting}
                submit={{ busy: isSubmitting, label: "Create Link", pendingLabel: "Creating..." }}
              />
            </Form>
          )}
        </Formik>
      )}
    </ModalDialog>
  );
}

function CreatedLink({ link, onDone }: { link: ShareLinkCreated; onDone: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const { toast } = useToast();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied(true);
    } catch {
      input.current?.select();
      toast({
        title: "Could not copy",
        description: "The link is selected: copy it with Ctrl+C (or ⌘C).",
        variant: "destructive",
      });
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        For <strong>{link.recipient}</strong>, until{" "}
        <time dateTime={link.expiresAt}>{formatUsLongDate(link.expiresAt)}</time>. Copy it now: this
        is the only time it is shown. If you lose it, turn it off and make a new one.
      </p>
      <div>
        <label htmlFor={`${id}-url`} className={labelClass}>
          Private link
        </label>
        <div className="mt-1 flex gap-2">
          <input
            ref={input}
            id={`${id}-url`}
            readOnly
            value={link.url}
            onFocus={(event) => event.currentTarget.select()}
            className={`${inputClass} min-w-0 flex-1 font-mono text-xs`}
          />
          <Button
            variant="outline"
            size="sm"
            weight="medium"
            icon={copied ? Check : Copy}
            onClick={() => void copy()}
          >
            {copied ? "Copied" : "Copy"}
          </Button>
        </div>
      </div>
      <div className="flex justify-end">
        <Button size="sm" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
