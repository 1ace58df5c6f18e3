// The dashboard: every figure from one answer of the server (GET /api/admin/summary).
import {
  GraduationCap,
  Inbox,
  MessageSquareQuote,
  PenSquare,
  Plane,
  Send,
  Upload,
} from "lucide-react";

import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useSiteProfile } from "@/lib/initial-data";

import { useOwner } from "../../components/require-owner";
import type { TabId, TabProps } from "../../lib/tabs";
import { EMPTY_SUMMARY, useDashboardSummary, type CardKind } from "./api";
import { CardHeading, QuickAction, SummaryCard, card, quiet, type CardContent } from "./parts";
import { ContentPerformance } from "./content-performance";
import { EngagementSummary } from "./engagement-summary";
import { GradesOverTimeSection } from "./grades-chart";
import { RecentActivity } from "./sections";
import { summaryCards } from "./summary-cards";

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

export function DashboardTab({ openTab }: TabProps) {
  const profile = useSiteProfile();
  const owner = useOwner();
  const { data: summary, error, isLoading } = useDashboardSummary();
  const go = (tab: TabId) => () => openTab(tab);
  const name = firstName(profile.name) || owner.username;

  const state = { loading: !summary && isLoading, failed: !summary && Boolean(error) };
  const figures = summary ?? EMPTY_SUMMARY;
  const { testimonials, completion, views, engagement } = figures;
  const cards = summaryCards(figures);
  const unread = summary?.unreadMessages;
  const activity = summary?.recentActivity ?? [];
  const submissions = summary?.recentSubmissions ?? [];

  return (
    <div className="space-y-8">
      <section
        aria-labelledby="dashboard-greeting"
        className="flex flex-wrap items-end justify-between gap-4"
      >
        <div>
          <h2
            id="dashboard-greeting"
            className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white"
          >
            Welcome back, {name}!
          </h2>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            Here&apos;s how your portfolio is doing, straight from your live content.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button {...quiet} icon={PenSquare} onClick={go("blog")}>
            Write
          </Button>
          <Button {...quiet} icon={Inbox} onClick={go("inbox")}>
            Inbox
            {typeof unread === "number" && unread > 0 && (
              <span className="rounded-full bg-accent-700 px-2 text-xs font-semibold text-white">
                {unread}
                <span className="sr-only"> unread</span>
              </span>
            )}
          </Button>
        </div>
      </section>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {(Object.entries(cards) as [CardKind, CardContent][]).map(([kind, content]) => (
          <SummaryCard key={kind} id={kind} content={content} {...state} onOpen={go(kind)} />
        ))}
      </div>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <section aria-labelledby="quick-actions" className={`${card} lg:col-span-2`}>
          <h3 id="quick-actions" className="font-semibold text-slate-900 dark:text-white">
            Quick Actions
          </h3>
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            <QuickAction icon={PenSquare} label="New Blog Post" onClick={go("blog")} />
            <QuickAction icon={Plane} label="Add Travel Story" onClick={go("travel")} />
            <QuickAction icon={Upload} label="Upload Photos" onClick={go("gallery")} />
            <QuickAction icon={GraduationCap} label="Update GCSE Progress" onClick={go("gcse")} />
            <QuickAction
              icon={Send}
              label="Request Testimonials"
              hint="E-mail someone a link to your form"
              onClick={go("requests")}
            />
            <QuickAction
              icon={MessageSquareQuote}
              label="Review Testimonials"
              highlight={testimonials.pending > 0}
              hint={
                state.loading ? (
                  <span
                    aria-hidden="true"
                    className="mt-1 block h-4 w-20 animate-pulse rounded bg-slate-200 dark:bg-slate-800"
                  />
                ) : state.failed ? (
                  "Could not be loaded"
                ) : testimonials.pending > 0 ? (
                  `${testimonials.pending} pending`
                ) : (
                  "All up to date"
                )
              }
              onClick={go("testimonials")}
            />
          </div>
        </section>

        <section aria-labelledby="inbox-summary" className={`${card} flex flex-col`}>
          <CardHeading id="inbox-summary" icon={Inbox} title="Inbox" />
          <div className="mt-4 flex-1">
            {state.loading ? (
              <>
                <Skeleton className="h-9 w-16" />
                <Skeleton className="mt-2 h-4 w-36" />
              </>
            ) : typeof unread === "number" ? (
              <>
                <p className="flex items-baseline gap-2">
                  <span
                    data-testid="inbox-value"
                    className="text-3xl font-bold text-slate-900 dark:text-white"
                  >
                    {unread}
                  </span>
                  <span className="text-sm text-slate-600 dark:text-slate-400">
                    unread {unread === 1 ? "message" : "messages"}
                  </span>
                </p>
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                  {unread > 0
                    ? "Messages sent through your contact form are waiting for you."
                    : "You're all caught up."}
                </p>
              </>
            ) : (
              <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                The unread count could not be loaded.
              </p>
            )}
          </div>
          <div className="mt-4">
            <Button {...quiet} onClick={go("inbox")}>
              Open Inbox
            </Button>
          </div>
        </section>
      </div>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <RecentActivity {...state} changes={activity} submissions={submissions} />
        <div className="flex flex-col gap-4 lg:col-span-2">
          <ContentPerformance {...state} views={views} testimonials={testimonials} />
          <EngagementSummary {...state} engagement={engagement} completion={completion} />
        </div>
      </div>

      <GradesOverTimeSection />
    </div>
  );
}
