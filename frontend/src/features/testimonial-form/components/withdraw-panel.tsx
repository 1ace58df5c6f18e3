// The page a referee's withdraw link opens (/testimonials?withdraw=...): it shows what would be
// removed and asks; only the button withdraws (a link scanner opening the address changes
// nothing), and the testimonial leaves the site at once.
import { CheckCircle2, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";

import { Button, ButtonLink } from "@/components/ui/button";
import { paths } from "@/config/paths";

import {
  LINK_UNCHECKED,
  refusalOf,
  useWithdrawal,
  withdrawTestimonial,
} from "../api/trusted-links";
import { LinkNotice } from "./link-notice";

const WITHDRAW_FAILED = "Your testimonial could not be withdrawn just now. Please try again.";

function Heading({ children }: { children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), [children]);
  return (
    <h1
      ref={heading}
      tabIndex={-1}
      className="text-3xl font-bold text-slate-900 focus:outline-none sm:text-4xl dark:text-white"
    >
      {children}
    </h1>
  );
}

export function WithdrawPanel({ token }: { token: string }) {
  const { data, error, isLoading } = useWithdrawal(token);
  const [state, setState] = useState<"asking" | "busy" | "done">("asking");
  const [problem, setProblem] = useState<string | null>(null);

  const withdraw = async () => {
    setState("busy");
    setProblem(null);
    try {
      await withdrawTestimonial(token);
      setState("done");
    } catch (failure) {
      setProblem(refusalOf(failure)?.detail ?? WITHDRAW_FAILED);
      setState("asking");
    }
  };

  let body;
  if (state === "done") {
    body = (
      <>
        <CheckCircle2
          aria-hidden="true"
          className="mb-6 size-12 text-green-700 dark:text-green-400"
        />
        <Heading>Your testimonial has been withdrawn</Heading>
        <p className="mt-4 text-lg text-slate-600 dark:text-slate-400">
          It has been deleted and no longer appears on the site. Thank you for letting us know.
        </p>
      </>
    );
  } else if (isLoading && !data) {
    body = (
      <>
        <Heading>Withdraw your testimonial</Heading>
        <p role="status" className="mt-4 text-slate-600 dark:text-slate-400">
          Checking your link…
        </p>
      </>
    );
  } else if (!data) {
    body = (
      <>
        <Heading>Withdraw your testimonial</Heading>
        <LinkNotice tone="problem">{refusalOf(error)?.detail ?? LINK_UNCHECKED}</LinkNotice>
      </>
    );
  } else {
    body = (
      <>
        <Heading>Withdraw your testimonial</Heading>
        <p className="mt-4 text-slate-600 dark:text-slate-400">
          {data.isApproved
            ? "This testimonial is published on the site."
            : "This testimonial is waiting to be reviewed."}{" "}
          Withdrawing deletes it at once, and it cannot be undone.
        </p>
        <figure className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <blockquote className="break-words whitespace-pre-line text-slate-700 dark:text-slate-300">
            &ldquo;{data.content}&rdquo;
          </blockquote>
          <figcaption className="mt-4 text-sm text-slate-600 dark:text-slate-400">
            <span className="font-semibold text-slate-900 dark:text-white">{data.name}</span> ·{" "}
            {data.role}
          </figcaption>
        </figure>
        {problem && <LinkNotice tone="problem">{problem}</LinkNotice>}
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row">
          <ButtonLink to={paths.home} variant="secondary" className="justify-center">
            Keep it
          </ButtonLink>
          <Button
            variant="danger"
            icon={Trash2}
            onClick={withdraw}
            disabled={state === "busy"}
            className="justify-center"
          >
            {state === "busy" ? "Withdrawing..." : "Withdraw testimonial"}
          </Button>
        </div>
      </>
    );
  }

  return <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">{body}</div>;
}
