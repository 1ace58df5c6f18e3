import { MessageSquareQuote } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";

import { LINK_UNCHECKED, refusalOf, useInvite, type LinkRefused } from "../api/trusted-links";
import { LinkNotice } from "../components/link-notice";
import { TestimonialForm } from "../components/testimonial-form";
import { ThankYou } from "../components/thank-you";
import { WithdrawPanel } from "../components/withdraw-panel";
import {
  initialTestimonialValues,
  roleFromQuery,
  type TestimonialValues,
} from "../schemas/testimonial-schema";

/** /testimonials: the form; ?invite= opens it through a request's signed link (prefilled,
 * verified), ?withdraw= is the page of a referee's withdraw link. */
export default function TestimonialPage() {
  const [searchParams] = useSearchParams();
  // Read once: the form keeps what the visitor types even if the query changes.
  const [links] = useState(() => ({
    invite: searchParams.get("invite"),
    withdraw: searchParams.get("withdraw"),
  }));
  if (links.withdraw !== null) return <WithdrawPanel token={links.withdraw} />;
  return <ShareYourExperience searchParams={searchParams} invite={links.invite} />;
}

function ShareYourExperience({
  searchParams,
  invite,
}: {
  searchParams: URLSearchParams;
  invite: string | null;
}) {
  const checked = useInvite(invite);
  const [submitted, setSubmitted] = useState<{ verified: boolean } | null>(null);
  // A refusal on submit (the link was used meanwhile, or expired while the form was open).
  const [refusedOnSubmit, setRefusedOnSubmit] = useState<LinkRefused | null>(null);
  const [plainValues] = useState(() => initialTestimonialValues(searchParams));

  if (submitted) return <ThankYou verified={submitted.verified} />;

  const checking = invite !== null && !checked.data && !checked.error;
  const refusal = refusedOnSubmit ?? (checked.error ? refusalOf(checked.error) : null);
  const usable = invite !== null && checked.data && !refusedOnSubmit ? invite : null;

  let notice = null;
  if (checking) {
    notice = (
      <p role="status" className="mt-8 text-center text-slate-600 dark:text-slate-400">
        Checking your link…
      </p>
    );
  } else if (usable && checked.data) {
    notice = (
      <LinkNotice tone="ok">
        You were invited to write this as my {checked.data.role.toLowerCase()}. Once reviewed, it
        will show as <strong className="font-semibold">Verified · {checked.data.role}</strong>.
      </LinkNotice>
    );
  } else if (invite !== null) {
    notice = (
      <LinkNotice tone="problem" focus={refusedOnSubmit !== null}>
        {refusal?.detail ?? LINK_UNCHECKED}
      </LinkNotice>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <header className="text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-accent-50 text-accent-700 dark:bg-slate-800 dark:text-accent-300">
          <MessageSquareQuote aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-6 text-4xl font-bold text-slate-900 dark:text-white">
          Share Your Experience
        </h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600 dark:text-slate-400">
          Have you taught, coached, mentored or studied with me? I would be grateful for a few words
          about your experience.
        </p>
      </header>
      {notice}
      {!checking && (
        <section
          aria-label="Testimonial form"
          className="mt-12 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
        >
          <TestimonialForm
            // One form for the whole visit: a link refused on submit keeps what was typed.
            initialValues={invitedValues(plainValues, checked.data)}
            invite={usable}
            onInviteRefused={setRefusedOnSubmit}
            onSubmitted={(verified) => setSubmitted({ verified })}
          />
        </section>
      )}
    </div>
  );
}

/** The form's first values: an invitation's name and role, else the query's (?name=&role=). */
function invitedValues(
  plain: TestimonialValues,
  invited: { name: string; role: string } | undefined,
): TestimonialValues {
  if (!invited) return plain;
  return { ...plain, name: invited.name, role: roleFromQuery(invited.role) };
}
