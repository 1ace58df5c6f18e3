// The dashboard's lower cards: the newest changes, and how the content is doing.
import { Progress } from "@/components/ui/progress";
import { Skeleton, Skeletons } from "@/components/ui/skeleton";

import { RelativeTime } from "../../components/relative-time";
import { StarRating } from "../../components/star-rating";

import type { DashboardSummary } from "./api";

import { ACTIVITY_ICONS, card } from "./parts";

type Summary = DashboardSummary;

export function RecentActivity({
  loading,
  activity,
}: {
  loading: boolean;
  activity: Summary["recentActivity"];
}) {
  const anyLoading = loading;
  return (
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
  );
}

export function ContentPerformance({
  loading,
  testimonials,
  completion,
  gallery,
}: {
  loading: boolean;
  testimonials: Summary["testimonials"];
  completion: Summary["completion"];
  gallery: Summary["gallery"];
}) {
  const anyLoading = loading;
  const allLoaded = !loading;
  return (
    <section aria-labelledby="content-performance" className={card}>
      <h3 id="content-performance" className="font-semibold text-slate-900 dark:text-white">
        Content Performance
      </h3>
      {!allLoaded && anyLoading ? (
        <div className="mt-4 space-y-4" aria-hidden="true">
          <Skeletons shapes="h-10 w-full | h-10 w-full | h-10 w-full" />
        </div>
      ) : (
        <dl className="mt-4 space-y-4 text-sm">
          <div>
            <dt className="text-slate-600 dark:text-slate-400">Average rating</dt>
            <dd className="mt-1">
              {testimonials.averageRating === null ? (
                <span className="text-slate-700 dark:text-slate-300">No published reviews yet</span>
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
                  <Progress
                    value={completion.percent}
                    label="Content published"
                    hideLabel
                    tone="success"
                    className="mt-3"
                  />
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
                  {gallery.topCategory.count} {gallery.topCategory.count === 1 ? "photo" : "photos"}
                </span>
              </dd>
            </div>
          )}
        </dl>
      )}
    </section>
  );
}
