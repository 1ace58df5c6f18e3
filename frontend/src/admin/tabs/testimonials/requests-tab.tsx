import { ArrowLeft, Clock, Lightbulb, Mail, Send } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { formatUsLongDate } from "@/lib/format";

import type { TabProps } from "../../lib/tabs";
import { useUnsentRequests } from "./api";
import { RequestDialog } from "./request-dialog";

function Tips() {
  return (
    <aside
      aria-labelledby="request-tips"
      className="rounded-2xl border border-warm-400/60 bg-warm-100/60 p-5 dark:border-warm-800 dark:bg-slate-900"
    >
      <h3
        id="request-tips"
        className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white"
      >
        <Lightbulb aria-hidden="true" className="size-5 text-warm-800 dark:text-warm-400" />
        Tips for great testimonials
      </h3>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-slate-800 dark:text-slate-200">
        <li>
          Ask people who know your work well: a teacher, coach or mentor who has seen you learn and
          improve.
        </li>
        <li>
          Make it personal. Remind them of something you did together (a project, a competition, a
          trip) so they know what to write about.
        </li>
        <li>Be polite and brief, and say thank you. A short, friendly note works best.</li>
        <li>
          Each e-mail address can be asked once in 30 days, so nobody gets reminder after reminder.
        </li>
        <li>
          Nothing is published until you approve it under Manage Reviews. If the writer is under 13,
          a parent&apos;s consent has to be recorded first.
        </li>
        <li>Only ask people you know in real life, and never share their address anywhere.</li>
      </ul>
    </aside>
  );
}

/** Requests the mail server has not taken yet (it refused them or was down): kept, and sent
 * by the site's hourly retry, so there is nothing to do but wait. Nothing shows while none
 * wait. */
function UnsentRequests() {
  const { data: unsent } = useUnsentRequests();
  if (!unsent || unsent.length === 0) return null;
  return (
    <section
      aria-labelledby="unsent-requests"
      className="rounded-2xl border border-warm-400/60 bg-warm-100/60 p-5 lg:col-span-2 dark:border-warm-800 dark:bg-slate-900"
    >
      <h3
        id="unsent-requests"
        className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white"
      >
        <Clock aria-hidden="true" className="size-5 text-warm-800 dark:text-warm-400" />
        Not sent yet: will retry
      </h3>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        Your site could not reach its mail server for these requests. They are saved, and your site
        tries again every hour: there is nothing you need to do.
      </p>
      <ul className="mt-3 space-y-1 text-sm text-slate-800 dark:text-slate-200">
        {unsent.map((request) => (
          <li key={request.id}>
            <span className="font-medium">{request.name}</span> ({request.relationship}), asked{" "}
            <time dateTime={request.createdAt}>{formatUsLongDate(request.createdAt)}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The requests view: what a request does, the button that opens the form, and tips. */
export function RequestsView() {
  const [open, setOpen] = useState(false);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
      <UnsentRequests />
      <section
        aria-labelledby="send-request"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <span className="flex size-10 items-center justify-center rounded-xl bg-accent-50 text-accent-700 dark:bg-slate-800 dark:text-accent-300">
          <Mail aria-hidden="true" className="size-5" />
        </span>
        <h3 id="send-request" className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
          Ask someone for a testimonial
        </h3>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          Your site e-mails them a short note from you and a link to your testimonial form, with
          their name and relationship already filled in. What they write waits for your approval
          before it appears on your site.
        </p>
        <ol className="mt-4 space-y-2 text-sm text-slate-700 dark:text-slate-300">
          {[
            "They get your e-mail with a link to the form.",
            "They write a few words and choose a star rating (about two minutes).",
            "You read it under Manage Reviews, and approve it if you are happy.",
          ].map((step, i) => (
            <li key={step} className="flex gap-3">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-slate-900 text-xs font-semibold text-white dark:bg-slate-700">
                {i + 1}
              </span>
              {step}
            </li>
          ))}
        </ol>
        <Button icon={Send} size="sm" className="mt-6" onClick={() => setOpen(true)}>
          Send a Request
        </Button>
      </section>
      <Tips />
      <RequestDialog open={open} onClose={() => setOpen(false)} />
    </div>
  );
}

/** Reached from the dashboard's 'Request Testimonials'; not one of the seven tabs. */
export function RequestsTab({ openTab }: TabProps) {
  return (
    <div className="space-y-6">
      <div>
        <button
          type="button"
          onClick={() => openTab("testimonials")}
          className="inline-flex items-center gap-1 text-sm font-medium text-accent-700 hover:underline dark:text-accent-300"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Testimonials
        </button>
        <h2 className="mt-2 text-2xl font-bold text-slate-900 dark:text-white">
          Testimonial Requests
        </h2>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Invite teachers, coaches and mentors to say a few words about you.
        </p>
      </div>
      <RequestsView />
    </div>
  );
}
