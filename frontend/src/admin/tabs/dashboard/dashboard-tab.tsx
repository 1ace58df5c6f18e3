// The dashboard: every figure from one answer of the server (GET /api/admin/summary).
import {
  AlertCircle,
  BookOpen,
  GraduationCap,
  Image,
  Inbox,
  MessageSquareQuote,
  Newspaper,
  PenSquare,
  Plane,
  Send,
  Upload,
} from "lucide-react";

import { Skeleton } from "@/components/ui/skeleton";
import { useSiteProfile } from "@/lib/initial-data";

import { EMPTY_SUMMARY, useDashboardSummary } from "./api";
import { useOwner } from "../../components/require-owner";

import type { TabId, TabProps } from "../../lib/tabs";

import { QuickAction, SummaryCard, ProgressBar, card, secondaryButton } from "./parts";
import { ContentPerformance, RecentActivity } from "./sections";

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
  const { blog, gcse, travel, gallery, media, testimonials, completion } = summary ?? EMPTY_SUMMARY;
  const testimonialsState = state;
  const unread = summary?.unreadMessages;
  const allLoaded = Boolean(summary);
  const anyLoading = state.loading;
  const activity = summary?.recentActivity ?? [];

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
          <button type="button" onClick={go("blog")} className={secondaryButton}>
            <PenSquare aria-hidden="true" className="size-4" />
            Write
          </button>
          <button type="button" onClick={go("inbox")} className={secondaryButton}>
            <Inbox aria-hidden="true" className="size-4" />
            Inbox
            {typeof unread === "number" && unread > 0 && (
              <span className="rounded-full bg-accent-700 px-2 text-xs font-semibold text-white">
                {unread}
                <span className="sr-only"> unread</span>
              </span>
            )}
          </button>
        </div>
      </section>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <SummaryCard
          id="blog"
          title="Blog Posts"
          icon={BookOpen}
          {...state}
          value={blog.total}
          caption={blog.total === 1 ? "post" : "posts"}
          figures={[
            { label: "Published", value: blog.published },
            { label: "Drafts", value: blog.drafts },
          ]}
          action={{ label: "Manage", onClick: go("blog") }}
        />
        <SummaryCard
          id="gcse"
          title="GCSE Progress"
          icon={GraduationCap}
          {...state}
          value={`${gcse.averageProgress}%`}
          caption="average progress"
          extra={<ProgressBar percent={gcse.averageProgress} label="Average GCSE progress" />}
          figures={[
            { label: "Subjects tracked", value: gcse.subjects },
            { label: "Journal entries", value: gcse.entries },
          ]}
          action={{ label: "Update", onClick: go("gcse") }}
        />
        <SummaryCard
          id="travel"
          title="Travel Stories"
          icon={Plane}
          {...state}
          value={travel.countries}
          caption={travel.countries === 1 ? "country visited" : "countries visited"}
          figures={[{ label: "Stories", value: travel.stories }]}
          action={{ label: "Add Story", onClick: go("travel") }}
        />
        <SummaryCard
          id="gallery"
          title="Gallery"
          icon={Image}
          {...state}
          value={gallery.total}
          caption={gallery.total === 1 ? "photo" : "photos"}
          figures={[
            { label: "Published", value: gallery.published },
            { label: "Hidden", value: gallery.hidden },
          ]}
          action={{ label: "Upload", onClick: go("gallery") }}
        />
        <SummaryCard
          id="media"
          title="Media"
          icon={Newspaper}
          {...state}
          value={media.total}
          caption={media.total === 1 ? "item" : "items"}
          figures={[
            { label: "Podcasts", value: media.podcasts },
            { label: "Articles", value: media.articles },
            { label: "Videos", value: media.videos },
          ]}
          action={{ label: "Add Media", onClick: go("media") }}
        />
        <SummaryCard
          id="testimonials"
          title="Testimonials"
          icon={MessageSquareQuote}
          {...testimonialsState}
          value={testimonials.total}
          caption={testimonials.total === 1 ? "testimonial" : "testimonials"}
          badge={
            testimonials.pending > 0 && (
              <span className="inline-flex items-center gap-1 rounded-full bg-warm-100 px-2.5 py-0.5 text-xs font-semibold text-warm-800 dark:bg-warm-800 dark:text-warm-100">
                <AlertCircle aria-hidden="true" className="size-3.5" />
                Action needed
              </span>
            )
          }
          figures={[
            { label: "Pending approval", value: testimonials.pending },
            { label: "Published", value: testimonials.published },
          ]}
          action={{ label: "Review", onClick: go("testimonials") }}
        />
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
                testimonialsState.loading ? (
                  <span
                    aria-hidden="true"
                    className="mt-1 block h-4 w-20 animate-pulse rounded bg-slate-200 dark:bg-slate-800"
                  />
                ) : testimonialsState.failed ? (
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
          <div className="flex items-center gap-3">
            <span className="flex size-9 items-center justify-center rounded-lg bg-accent-50 text-accent-700 dark:bg-slate-800 dark:text-accent-300">
              <Inbox aria-hidden="true" className="size-5" />
            </span>
            <h3 id="inbox-summary" className="font-semibold text-slate-900 dark:text-white">
              Inbox
            </h3>
          </div>
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
            <button type="button" onClick={go("inbox")} className={secondaryButton}>
              Open Inbox
            </button>
          </div>
        </section>
      </div>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        {" "}
        <RecentActivity loading={anyLoading} activity={activity} />
        <ContentPerformance
          loading={!allLoaded && anyLoading}
          testimonials={testimonials}
          completion={completion}
          gallery={gallery}
        />
      </div>
    </div>
  );
}
