import { Clock, MessageSquareQuote, Star } from "lucide-react";
import { useState } from "react";

import { ItemList } from "@/components/ui/item-list";
import { LoadMore } from "@/components/ui/load-more";
import { Skeletons } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";

import { ConfirmDialog } from "../../components/confirm-dialog";
import { StatCard } from "../../components/editor-layout";
import { failureToast } from "../../lib/failure";
import {
  APPROVE_FAILED,
  averageRating,
  useAdminTestimonials,
  useTestimonialFigures,
  useTestimonialActions,
  type Testimonial,
} from "./api";
import { TestimonialCard } from "./testimonial-card";

function ListSkeleton() {
  return (
    <div className="space-y-3" aria-hidden="true">
      {Array.from({ length: 2 }, (_, i) => (
        <div key={i} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
          <Skeletons shapes="h-5 w-40 | mt-2 h-4 w-24 | mt-4 h-12 w-full" />
        </div>
      ))}
    </div>
  );
}

/** The moderation view: the figures, then the pending and the published testimonials. */
export function ManageReviews() {
  const { toast } = useToast();
  const {
    query: { error, isLoading },
    list,
  } = useAdminTestimonials();
  const data = list.items;
  // The figures are the server's (counted over every testimonial, not the pages loaded here).
  const { data: summary, mutate: refreshSummary } = useTestimonialFigures();
  const counted = summary?.testimonials;
  const { approve, unpublish, remove } = useTestimonialActions();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Testimonial | null>(null);

  const all = data ?? [];
  const pending = all.filter((t) => !t.isApproved);
  const published = all.filter((t) => t.isApproved);
  const average = list.hasMore
    ? (counted?.averageRating ?? averageRating(published))
    : averageRating(published);
  const more = list.hasMore ? "+" : "";
  const pendingCount = counted && list.hasMore ? counted.pending : `${pending.length}${more}`;
  const publishedCount = counted && list.hasMore ? counted.published : `${published.length}${more}`;
  const totalCount =
    counted && list.hasMore ? counted.total : `${pending.length + published.length}${more}`;
  const loading = !data && isLoading;

  /** Run one moderation action on a row (its buttons disabled meanwhile) and say how it went. */
  const moderate = async (
    testimonial: Testimonial,
    action: (id: string) => Promise<unknown>,
    done: string,
    failed: string,
  ) => {
    setBusyId(testimonial.id);
    try {
      await action(testimonial.id);
      void refreshSummary();
      toast({ title: "Success", description: done });
    } catch (failure) {
      toast(failureToast(failure, failed));
    } finally {
      setBusyId(null);
    }
  };
  const onApprove = (testimonial: Testimonial) =>
    moderate(testimonial, approve, "Testimonial approved and published!", APPROVE_FAILED);
  const onUnpublish = (testimonial: Testimonial) =>
    moderate(
      testimonial,
      unpublish,
      "Testimonial unpublished. It waits with the pending ones again.",
      "Failed to unpublish testimonial. Please try again.",
    );

  const onConfirmDelete = () => {
    const testimonial = toDelete;
    setToDelete(null);
    if (!testimonial) return;
    return moderate(
      testimonial,
      remove,
      "Testimonial deleted successfully!",
      "Failed to delete testimonial. Please try again.",
    );
  };

  const section = (
    title: string,
    icon: typeof Clock,
    rows: Testimonial[],
    empty: string,
    canApprove: boolean,
  ) => {
    const Icon = icon;
    const id = `testimonials-${canApprove ? "pending" : "published"}`;
    return (
      <section
        aria-labelledby={id}
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
        <h3
          id={id}
          className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white"
        >
          <Icon aria-hidden="true" className="size-5" />
          {title}
          {!loading && (
            <span className="rounded-full bg-slate-100 px-2 text-sm font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
              {canApprove ? pendingCount : publishedCount}
            </span>
          )}
        </h3>
        <div className="mt-4">
          {loading ? (
            <ListSkeleton />
          ) : error && !data ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              The testimonials could not be loaded. Reload the page to try again.
            </p>
          ) : rows.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
              {list.hasMore ? "None among the testimonials loaded so far." : empty}
            </p>
          ) : (
            <ItemList items={rows} className="space-y-3">
              {(testimonial) => (
                <TestimonialCard
                  testimonial={testimonial}
                  busy={busyId === testimonial.id}
                  onApprove={canApprove ? () => onApprove(testimonial) : undefined}
                  onUnpublish={canApprove ? undefined : () => onUnpublish(testimonial)}
                  onDelete={() => setToDelete(testimonial)}
                />
              )}
            </ItemList>
          )}
        </div>
      </section>
    );
  };

  const figure = (value: number | string) =>
    loading ? (
      <span
        aria-hidden="true"
        className="block h-9 w-14 animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800"
      />
    ) : (
      value
    );

  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Pending" value={figure(pendingCount)} />
        <StatCard label="Published" value={figure(publishedCount)} />
        <StatCard label="Total Reviews" value={figure(totalCount)} />
        <StatCard
          label="Average Rating"
          value={figure(average === null ? "–" : average.toFixed(1))}
        >
          {!loading && (
            <p className="mt-1 flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
              <Star aria-hidden="true" className="size-3.5 fill-warm-400 text-warm-400" />
              {average === null ? "No published reviews yet" : "of published reviews"}
            </p>
          )}
        </StatCard>
      </div>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        {section("Pending Approval", Clock, pending, "No pending testimonials!", true)}
        {section(
          "Published",
          MessageSquareQuote,
          published,
          "No published testimonials yet!",
          false,
        )}
      </div>
      {data && data.length > 0 && <LoadMore list={list} noun="testimonials" className="mt-2" />}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this testimonial?"
        message={`The testimonial from ${toDelete?.name ?? ""} will be removed${
          toDelete?.isApproved ? " from your site" : ""
        }. This action cannot be undone.`}
        onConfirm={onConfirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
