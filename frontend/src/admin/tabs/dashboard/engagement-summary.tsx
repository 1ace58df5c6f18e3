// The dashboard's Engagement Summary (the specification's card, with live figures): the
// testimonial request links sent in the last 30 days, the testimonials received in those days
// as a response rate, and how much of the content is published.
import { Progress } from "@/components/ui/progress";
import { Skeletons } from "@/components/ui/skeleton";

import type { DashboardSummary } from "./api";
import { card } from "./parts";

const muted = "text-slate-600 dark:text-slate-400";
const figure = "text-xl font-bold text-slate-900 dark:text-white";
const plain = "text-slate-700 dark:text-slate-300";

export function EngagementSummary({
  loading,
  failed,
  engagement,
  completion,
}: {
  loading: boolean;
  failed: boolean;
  engagement: DashboardSummary["engagement"];
  completion: DashboardSummary["completion"];
}) {
  const { days, activeLinks, received, responseRate } = engagement;
  return (
    <section aria-labelledby="engagement-summary" className={card}>
      <h3 id="engagement-summary" className="font-semibold text-slate-900 dark:text-white">
        Engagement Summary
      </h3>
      {loading ? (
        <div className="mt-4" aria-hidden="true">
          <Skeletons shapes="h-10 w-full" />
        </div>
      ) : failed ? (
        <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-400">
          These figures could not be loaded. Reload the page to try again.
        </p>
      ) : (
        <dl className="mt-4 grid grid-cols-1 gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className={muted}>Active testimonial links</dt>
            <dd className="mt-1 flex flex-wrap items-baseline gap-x-2">
              <span data-testid="active-links" className={figure}>
                {activeLinks}
              </span>
              <span className={muted}>
                {activeLinks === 1 ? "request" : "requests"} sent in the last {days} days
              </span>
            </dd>
          </div>
          <div>
            <dt className={muted}>Response rate</dt>
            <dd className="mt-1">
              {responseRate === null ? (
                <span className={plain}>No requests sent in the last {days} days</span>
              ) : (
                <span className="flex flex-wrap items-baseline gap-x-2">
                  <span data-testid="response-rate" className={figure}>
                    {responseRate}%
                  </span>
                  <span className={muted}>
                    {received} {received === 1 ? "testimonial" : "testimonials"} received
                  </span>
                </span>
              )}
            </dd>
          </div>
          <div>
            <dt className={muted}>Content completion</dt>
            <dd className="mt-1">
              {completion === null ? (
                <span className={plain}>Nothing written yet</span>
              ) : (
                <>
                  <span className="flex flex-wrap items-baseline gap-x-2">
                    <span data-testid="content-completion" className={figure}>
                      {completion.percent}%
                    </span>
                    <span className={muted}>
                      {completion.published} of {completion.total} published
                    </span>
                  </span>
                  <Progress
                    value={completion.percent}
                    label="Content published"
                    hideLabel
                    tone="success"
                    className="mt-2"
                  />
                </>
              )}
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}
