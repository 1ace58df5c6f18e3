// What each of the six summary cards shows of the server's summary: its large figure, the
// smaller ones under it and its action. SummaryCard (parts.tsx) draws them all alike.
import { AlertCircle } from "lucide-react";

import { Progress } from "@/components/ui/progress";

import type { CardKind, DashboardSummary } from "./api";
import { type CardContent } from "./parts";

/** "1 post", "2 posts": the noun a count takes. */
function noun(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}

const actionNeeded = (
  <span className="inline-flex items-center gap-1 rounded-full bg-warm-100 px-2.5 py-0.5 text-xs font-semibold text-warm-800 dark:bg-warm-800 dark:text-warm-100">
    <AlertCircle aria-hidden="true" className="size-3.5" />
    Action needed
  </span>
);

export function summaryCards(summary: DashboardSummary): Record<CardKind, CardContent> {
  const { blog, gcse, travel, gallery, media, testimonials } = summary;
  return {
    blog: {
      title: "Blog Posts",
      value: blog.total,
      caption: noun(blog.total, "post"),
      figures: { Published: blog.published, Drafts: blog.drafts },
      action: "Manage",
    },
    gcse: {
      title: "GCSE Progress",
      value: `${gcse.averageProgress}%`,
      caption: "average progress",
      extra: (
        <Progress
          value={gcse.averageProgress}
          label="Average GCSE progress"
          hideLabel
          tone="success"
          className="mt-3"
        />
      ),
      figures: { "Subjects tracked": gcse.subjects, "Journal entries": gcse.entries },
      action: "Update",
    },
    travel: {
      title: "Travel Stories",
      value: travel.countries,
      caption: noun(travel.countries, "country visited", "countries visited"),
      figures: { Stories: travel.stories },
      action: "Add Story",
    },
    gallery: {
      title: "Gallery",
      value: gallery.total,
      caption: noun(gallery.total, "photo"),
      figures: { Published: gallery.published, Hidden: gallery.hidden },
      // The category with the most photos (the most viewed one is under Content Performance).
      extra: gallery.topCategory && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          Biggest category:{" "}
          <span className="font-semibold text-slate-900 capitalize dark:text-white">
            {gallery.topCategory.name}
          </span>{" "}
          ({gallery.topCategory.count} {noun(gallery.topCategory.count, "photo")})
        </p>
      ),
      action: "Upload",
    },
    media: {
      title: "Media",
      value: media.total,
      caption: noun(media.total, "item"),
      figures: { Podcasts: media.podcasts, Articles: media.articles, Videos: media.videos },
      action: "Add Media",
    },
    testimonials: {
      title: "Testimonials",
      value: testimonials.total,
      caption: noun(testimonials.total, "testimonial"),
      badge: testimonials.pending > 0 && actionNeeded,
      figures: { "Pending approval": testimonials.pending, Published: testimonials.published },
      action: "Review",
    },
  };
}
