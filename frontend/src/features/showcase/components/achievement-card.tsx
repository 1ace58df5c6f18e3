import { Award, CalendarDays, FileText, Maximize2 } from "lucide-react";

import { MetaItem } from "@/components/ui/meta-item";
import { Button, buttonClass } from "@/components/ui/button";
import { CoverImage } from "@/components/ui/cover-image";
import { formatUsLongDay } from "@/lib/format";

import type { Achievement } from "../api/get-achievements";

type Props = {
  achievement: Achievement;
  eager?: boolean;
  /** Opens the viewer on this certificate's picture; absent when there is none to show (or the
   * certificate is a PDF, which 'View Certificate' opens in a new tab). */
  onViewCertificate?: () => void;
};

const VIEW = { variant: "accentOutline", size: "sm", className: "mt-6 w-fit" } as const;

export function AchievementCard({ achievement, eager = false, onViewCertificate }: Props) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-1 hover:shadow-md dark:border-slate-800 dark:bg-slate-900">
      <CoverImage
        src={achievement.imageUrl}
        alt={`Certificate: ${achievement.title}`}
        eager={eager}
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
          {achievement.category && (
            <span className="inline-flex rounded-full bg-warm-100 px-3 py-1 text-xs font-semibold text-warm-800">
              {achievement.category}
            </span>
          )}
          <MetaItem icon={CalendarDays} className="text-slate-600 dark:text-slate-400">
            <time dateTime={achievement.date}>{formatUsLongDay(achievement.date)}</time>
          </MetaItem>
        </div>
        <h2 className="mt-4 text-xl font-semibold text-slate-900 dark:text-white">
          {achievement.title}
        </h2>
        {achievement.issuer && (
          <p className="mt-1 inline-flex items-center gap-1.5 text-sm font-medium text-accent-700 dark:text-accent-300">
            <Award aria-hidden="true" className="size-4 shrink-0" />
            <span>
              <span className="sr-only">Issued by </span>
              {achievement.issuer}
            </span>
          </p>
        )}
        <p className="mt-3 flex-1 text-slate-600 dark:text-slate-400">{achievement.description}</p>
        {achievement.certificateUrl ? (
          <a
            href={achievement.certificateUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`View Certificate: ${achievement.title} (PDF, opens in a new tab)`}
            className={buttonClass(VIEW)}
          >
            <FileText aria-hidden="true" className="size-4" />
            View Certificate
          </a>
        ) : (
          onViewCertificate && (
            <Button
              {...VIEW}
              onClick={onViewCertificate}
              aria-label={`View Certificate: ${achievement.title}`}
              icon={Maximize2}
            >
              View Certificate
            </Button>
          )
        )}
      </div>
    </article>
  );
}
