// The dashboard's Recent Activity: the owner's newest changes, and what visitors sent.
import { Skeleton } from "@/components/ui/skeleton";

import { RelativeTime } from "../../components/relative-time";

import type { Activity } from "./api";

import { ACTIVITY_ICONS, card } from "./parts";

function ActivityList({ items }: { items: readonly Activity[] }) {
  return (
    <ul className="divide-y divide-slate-100 dark:divide-slate-800">
      {items.map((item) => {
        const Icon = ACTIVITY_ICONS[item.kind];
        return (
          <li key={item.id} className="flex items-start gap-3 py-2.5">
            <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-900 dark:text-white">{item.title}</p>
              <p className="truncate text-sm text-slate-600 dark:text-slate-400">
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
  );
}

function ActivityGroup({
  id,
  title,
  items,
  empty,
}: {
  id: string;
  title: string;
  items: readonly Activity[];
  empty: string;
}) {
  return (
    <section aria-labelledby={id} className="mt-4">
      <h4
        id={id}
        className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
      >
        {title}
      </h4>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <ActivityList items={items} />
      )}
    </section>
  );
}

export function RecentActivity({
  loading,
  failed,
  changes,
  submissions,
}: {
  loading: boolean;
  failed: boolean;
  changes: readonly Activity[];
  submissions: readonly Activity[];
}) {
  return (
    <section aria-labelledby="recent-activity" className={card}>
      <h3 id="recent-activity" className="font-semibold text-slate-900 dark:text-white">
        Recent Activity
      </h3>
      {loading ? (
        <div className="mt-4 space-y-3" aria-hidden="true">
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className="flex items-center gap-3">
              <Skeleton className="size-8 shrink-0" />
              <div className="flex-1">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="mt-1 h-3 w-1/3" />
              </div>
            </div>
          ))}
        </div>
      ) : failed ? (
        <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-400">
          The recent activity could not be loaded. Reload the page to try again.
        </p>
      ) : (
        <>
          <ActivityGroup
            id="activity-changes"
            title="Your changes"
            items={changes}
            empty="Nothing here yet. Your newest posts, photos and projects will show up here."
          />
          <ActivityGroup
            id="activity-received"
            title="Received"
            items={submissions}
            empty="No messages or testimonials received yet."
          />
        </>
      )}
    </section>
  );
}
