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
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";

import { Skeleton } from "@/components/ui/skeleton";
import { useSiteProfile } from "@/lib/initial-data";

import {
  blogFigures,
  contentCompletion,
  galleryFigures,
  gcseFigures,
  mediaFigures,
  recentActivity,
  testimonialFigures,
  travelFigures,
  useDashboardData,
  type ActivityKind,
} from "../api/dashboard";
import { useOwner } from "../components/require-owner";
import { RelativeTime } from "../components/relative-time";
import { StarRating } from "../components/star-rating";
import type { TabId, TabProps } from "../routes/admin-panel";

const card =
  "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900";
const secondaryButton =
  "inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800";

type Figure = { label: string; value: ReactNode };

/** One of the six summary cards: a large figure, its smaller companions and one action. */
function SummaryCard({
  id,
  title,
  icon: Icon,
  loading,
  failed,
  value,
  caption,
  figures,
  badge,
  extra,
  action,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  loading: boolean;
  failed: boolean;
  value: ReactNode;
  caption: string;
  figures: Figure[];
  badge?: ReactNode;
  extra?: ReactNode;
  action: { label: string; onClick: () => void };
}) {
  const headingId = `summary-${id}`;
  return (
    <section aria-labelledby={headingId} aria-busy={loading} className={`${card} flex flex-col`}>
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="flex size-9 items-center justify-center rounded-lg bg-accent-50 text-accent-700 dark:bg-slate-800 dark:text-accent-300">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 id={headingId} className="font-semibold text-slate-900 dark:text-white">
            {title}
          </h3>
        </div>
        {!loading && badge}
      </div>
      {loading ? (
        <div className="mt-4 flex-1">
          <Skeleton className="h-9 w-20" />
          <Skeleton className="mt-2 h-4 w-28" />
          <Skeleton className="mt-4 h-4 w-full" />
          <Skeleton className="mt-2 h-4 w-2/3" />
        </div>
      ) : failed ? (
        <p role="alert" className="mt-4 flex-1 text-sm text-red-700 dark:text-red-400">
          These figures could not be loaded. Reload the page to try again.
        </p>
      ) : (
        <div className="mt-4 flex-1">
          <p className="flex items-baseline gap-2">
            <span
              data-testid={`${id}-value`}
              className="text-3xl font-bold text-slate-900 dark:text-white"
            >
              {value}
            </span>
            <span className="text-sm text-slate-600 dark:text-slate-400">{caption}</span>
          </p>
          {extra}
          <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            {figures.map((figure) => (
              <div key={figure.label} className="contents">
                <dt className="text-slate-600 dark:text-slate-400">{figure.label}</dt>
                <dd className="text-right font-semibold text-slate-900 tabular-nums dark:text-white">
                  {figure.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      <div className="mt-4">
        <button type="button" onClick={action.onClick} className={secondaryButton}>
          {action.label}
        </button>
      </div>
    </section>
  );
}

function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const clamped = Math.max(0, Math.min(100, percent));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
    >
      {/* A width class per 5 %: no inline styles under the site's CSP. */}
      <div className={`h-full rounded-full bg-green-600 ${WIDTHS[Math.round(clamped / 5)]}`} />
    </div>
  );
}

const WIDTHS = [
  "w-0",
  "w-1/20",
  "w-2/20",
  "w-3/20",
  "w-4/20",
  "w-5/20",
  "w-6/20",
  "w-7/20",
  "w-8/20",
  "w-9/20",
  "w-10/20",
  "w-11/20",
  "w-12/20",
  "w-13/20",
  "w-14/20",
  "w-15/20",
  "w-16/20",
  "w-17/20",
  "w-18/20",
  "w-19/20",
  "w-full",
];

function QuickAction({
  icon: Icon,
  label,
  hint,
  onClick,
  highlight = false,
}: {
  icon: LucideIcon;
  label: string;
  hint?: ReactNode;
  onClick: () => void;
  highlight?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`flex w-full items-center gap-3 rounded-xl border p-3 text-left hover:bg-slate-50 dark:hover:bg-slate-800 ${
        highlight
          ? "border-warm-400 bg-warm-100/60 dark:border-warm-400/60 dark:bg-slate-900"
          : "border-slate-200 dark:border-slate-700"
      }`}
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-900 text-white dark:bg-slate-700">
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <span className="min-w-0">
        <span className="block font-medium text-slate-900 dark:text-white">{label}</span>
        {hint && <span className="block text-sm text-slate-600 dark:text-slate-400">{hint}</span>}
      </span>
    </button>
  );
}

const ACTIVITY_ICONS: Record<ActivityKind, LucideIcon> = {
  blog: BookOpen,
  gcse: GraduationCap,
  travel: Plane,
  gallery: Image,
  media: Newspaper,
  testimonials: MessageSquareQuote,
};

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

export function DashboardTab({ openTab }: TabProps) {
  const profile = useSiteProfile();
  const owner = useOwner();
  const data = useDashboardData();
  const go = (tab: TabId) => () => openTab(tab);
  const name = firstName(profile.name) || owner.username;

  const state = (list: { data?: unknown; error?: unknown; isLoading: boolean }) => ({
    loading: !list.data && list.isLoading,
    failed: !list.data && Boolean(list.error),
  });

  const blog = blogFigures(data.posts.data ?? []);
  const gcse = gcseFigures(data.journal.data ?? []);
  const travel = travelFigures(data.travel.data ?? []);
  const gallery = galleryFigures(data.gallery.data ?? []);
  const media = mediaFigures(data.media.data ?? []);
  const testimonials = testimonialFigures(data.testimonials.data ?? []);
  const testimonialsState = state(data.testimonials);
  const unread = data.unread.data?.unreadCount;

  const lists = [data.posts, data.journal, data.travel, data.gallery, data.media];
  const allLoaded = lists.every((list) => list.data) && Boolean(data.testimonials.data);
  const anyLoading = [...lists, data.testimonials].some((list) => state(list).loading);
  const activity = recentActivity({
    posts: data.posts.data,
    journal: data.journal.data,
    travel: data.travel.data,
    gallery: data.gallery.data,
    media: data.media.data,
    testimonials: data.testimonials.data,
  });
  const completion = contentCompletion(lists.map((list) => list.data ?? []));

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

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <SummaryCard
          id="blog"
          title="Blog Posts"
          icon={BookOpen}
          {...state(data.posts)}
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
          {...state(data.journal)}
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
          {...state(data.travel)}
          value={travel.countries}
          caption={travel.countries === 1 ? "country visited" : "countries visited"}
          figures={[{ label: "Stories", value: travel.stories }]}
          action={{ label: "Add Story", onClick: go("travel") }}
        />
        <SummaryCard
          id="gallery"
          title="Gallery"
          icon={Image}
          {...state(data.gallery)}
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
          {...state(data.media)}
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

      <div className="grid gap-4 lg:grid-cols-3">
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
            {data.unread.isLoading && !data.unread.data ? (
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

      <div className="grid gap-4 lg:grid-cols-3">
        <section aria-labelledby="recent-activity" className={`${card} lg:col-span-2`}>
          <h3 id="recent-activity" className="font-semibold text-slate-900 dark:text-white">
            Recent Activity
          </h3>
          {anyLoading && activity.length === 0 ? (
            <div className="mt-4 space-y-3" aria-hidden="true">
              {Array.from({ length: 4 }, (_, i) => (
                <div key={i} className="flex items-center gap-3">
                  <Skeleton className="size-8 shrink-0" />
                  <div className="flex-1">
                    <Skeleton className="h-4 w-2/3" />
                    <Skeleton className="mt-1 h-3 w-1/3" />
                  </div>
                </div>
              ))}
            </div>
          ) : activity.length === 0 ? (
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
              Nothing here yet. Your newest posts, photos and testimonials will show up here.
            </p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-100 dark:divide-slate-800">
              {activity.map((item) => {
                const Icon = ACTIVITY_ICONS[item.kind];
                return (
                  <li key={item.id} className="flex items-start gap-3 py-2.5">
                    <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                      <Icon aria-hidden="true" className="size-4" />
                    </span>
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-medium text-slate-900 dark:text-white">
                        {item.title}
                      </p>
                      <p className="text-sm text-slate-600 dark:text-slate-400">
                        {item.label} · {item.detail}
                      </p>
                    </div>
                    <RelativeTime
                      iso={item.at}
                      className="shrink-0 text-sm whitespace-nowrap text-slate-500 dark:text-slate-400"
                    />
                  </li>
                );
              })}
            </ul>
          )}
        </section>

        <section aria-labelledby="content-performance" className={card}>
          <h3 id="content-performance" className="font-semibold text-slate-900 dark:text-white">
            Content Performance
          </h3>
          {!allLoaded && anyLoading ? (
            <div className="mt-4 space-y-4" aria-hidden="true">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : (
            <dl className="mt-4 space-y-4 text-sm">
              <div>
                <dt className="text-slate-600 dark:text-slate-400">Average rating</dt>
                <dd className="mt-1">
                  {testimonials.averageRating === null ? (
                    <span className="text-slate-700 dark:text-slate-300">
                      No published reviews yet
                    </span>
                  ) : (
                    <span className="flex flex-wrap items-center gap-2">
                      <span
                        data-testid="average-rating"
                        className="text-xl font-bold text-slate-900 dark:text-white"
                      >
                        {testimonials.averageRating.toFixed(1)}
                      </span>
                      <StarRating rating={testimonials.averageRating} />
                      <span className="text-slate-600 dark:text-slate-400">
                        from {testimonials.published} published{" "}
                        {testimonials.published === 1 ? "review" : "reviews"}
                      </span>
                    </span>
                  )}
                </dd>
              </div>
              <div>
                <dt className="text-slate-600 dark:text-slate-400">Content completion</dt>
                <dd className="mt-1">
                  {completion === null ? (
                    <span className="text-slate-700 dark:text-slate-300">Nothing written yet</span>
                  ) : (
                    <>
                      <span className="flex flex-wrap items-baseline gap-2">
                        <span
                          data-testid="content-completion"
                          className="text-xl font-bold text-slate-900 dark:text-white"
                        >
                          {completion.percent}%
                        </span>
                        <span className="text-slate-600 dark:text-slate-400">
                          {completion.published} of {completion.total} items published
                        </span>
                      </span>
                      <ProgressBar percent={completion.percent} label="Content published" />
                    </>
                  )}
                </dd>
              </div>
              {gallery.topCategory && (
                <div>
                  <dt className="text-slate-600 dark:text-slate-400">Biggest gallery category</dt>
                  <dd className="mt-1 flex items-baseline gap-2">
                    <span className="text-xl font-bold text-slate-900 capitalize dark:text-white">
                      {gallery.topCategory.name}
                    </span>
                    <span className="text-slate-600 dark:text-slate-400">
                      {gallery.topCategory.count}{" "}
                      {gallery.topCategory.count === 1 ? "photo" : "photos"}
                    </span>
                  </dd>
                </div>
              )}
            </dl>
          )}
        </section>
      </div>
    </div>
  );
}
