// The dashboard's Content Performance: views over the last 30 days (counted without tracking:
// a daily total per page, apps/visits), the most-read posts, the most viewed gallery category,
// and the average rating of the published testimonials.
import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";

import { Skeletons } from "@/components/ui/skeleton";

import { StarRating } from "../../components/star-rating";

import type { DashboardSummary, ViewFigures } from "./api";
import { viewsText } from "./chart-data";
import { card } from "./parts";
import { ViewsChart } from "./views-chart";

type Summary = DashboardSummary;

const muted = "text-slate-600 dark:text-slate-400";
const figure = "text-xl font-bold text-slate-900 dark:text-white";

function Subheading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h4 id={id} className={`text-sm font-medium ${muted}`}>
      {children}
    </h4>
  );
}

function ViewsOverTime({ views }: { views: ViewFigures }) {
  return (
    <section aria-labelledby="views-over-time">
      <Subheading id="views-over-time">Views, last {views.days} days</Subheading>
      {views.total === 0 ? (
        <p className={`mt-2 text-sm ${muted}`}>
          No visits counted yet. Views are counted without cookies or tracking: a daily total per
          page, never who visited.
        </p>
      ) : (
        <>
          <p className="mt-1 flex items-baseline gap-2">
            <span
              data-testid="views-total"
              className="text-3xl font-bold text-slate-900 dark:text-white"
            >
              {views.total.toLocaleString("en-GB")}
            </span>
            <span className={`text-sm ${muted}`}>{views.total === 1 ? "view" : "views"}</span>
          </p>
          <ViewsChart byDay={views.byDay} days={views.days} />
        </>
      )}
    </section>
  );
}

function MostRead({ posts, days }: { posts: ViewFigures["mostRead"]; days: number }) {
  return (
    <section aria-labelledby="most-read">
      <Subheading id="most-read">Most-read posts</Subheading>
      {posts.length === 0 ? (
        <p className={`mt-2 text-sm ${muted}`}>No post has been read in the last {days} days.</p>
      ) : (
        <ol className="mt-2 space-y-2 text-sm">
          {posts.map((post, i) => (
            <li key={post.id} className="flex items-baseline gap-3">
              <span
                aria-hidden="true"
                className="w-4 shrink-0 text-right font-semibold text-slate-400"
              >
                {i + 1}
              </span>
              {/* relative: the screen-reader text (absolutely placed) is clipped with the title,
                  never pushed past a phone's screen by a long one. */}
              <a
                href={post.url}
                target="_blank"
                rel="noopener noreferrer"
                className="relative min-w-0 flex-1 truncate font-medium text-slate-900 hover:underline dark:text-white"
              >
                {post.title}
                <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-baseline" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              <span className={`shrink-0 tabular-nums ${muted}`}>{viewsText(post.views)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function ContentPerformance({
  loading,
  failed,
  views,
  testimonials,
}: {
  loading: boolean;
  failed: boolean;
  views: ViewFigures;
  testimonials: Summary["testimonials"];
}) {
  const category = views.topPhotoCategory;
  return (
    <section aria-labelledby="content-performance" className={card}>
      <h3 id="content-performance" className="font-semibold text-slate-900 dark:text-white">
        Content Performance
      </h3>
      {loading ? (
        <div className="mt-4 space-y-4" aria-hidden="true">
          <Skeletons shapes="h-36 w-full | h-10 w-full | h-10 w-full" />
        </div>
      ) : failed ? (
        <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-400">
          These figures could not be loaded. Reload the page to try again.
        </p>
      ) : (
        <>
          <div className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-2">
            <ViewsOverTime views={views} />
            <MostRead posts={views.mostRead} days={views.days} />
          </div>
          <dl className="mt-6 grid grid-cols-1 gap-4 border-t border-slate-100 pt-4 text-sm sm:grid-cols-2 dark:border-slate-800">
            <div>
              <dt className={muted}>Most viewed gallery category</dt>
              <dd className="mt-1">
                {category ? (
                  <span className="flex flex-wrap items-baseline gap-x-2">
                    <span data-testid="top-photo-category" className={`${figure} capitalize`}>
                      {category.name}
                    </span>
                    <span className={muted}>
                      {category.count} photo {category.count === 1 ? "view" : "views"}
                    </span>
                  </span>
                ) : (
                  <span className="text-slate-700 dark:text-slate-300">
                    No photo opened in the last {views.days} days
                  </span>
                )}
              </dd>
            </div>
            <div>
              <dt className={muted}>Average rating</dt>
              <dd className="mt-1">
                {testimonials.averageRating === null ? (
                  <span className="text-slate-700 dark:text-slate-300">
                    No published reviews yet
                  </span>
                ) : (
                  <span className="flex flex-wrap items-center gap-x-2">
                    <span data-testid="average-rating" className={figure}>
                      {testimonials.averageRating.toFixed(1)}
                    </span>
                    <StarRating rating={testimonials.averageRating} />
                    <span className={`w-full ${muted}`}>
                      from {testimonials.published} published{" "}
                      {testimonials.published === 1 ? "review" : "reviews"}
                    </span>
                  </span>
                )}
              </dd>
            </div>
          </dl>
        </>
      )}
    </section>
  );
}
