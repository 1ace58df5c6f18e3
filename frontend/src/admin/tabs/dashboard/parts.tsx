// The dashboard's building blocks: a summary card, the progress bar, a quick action, the icons.
import {
  Award,
  BookOpen,
  GraduationCap,
  Image,
  Laugh,
  Mail,
  MessageSquareQuote,
  Newspaper,
  Plane,
  Rocket,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";

import { IconTile } from "@/components/ui/icon-tile";
import { Button } from "@/components/ui/button";
import { Skeletons } from "@/components/ui/skeleton";

import type { ActivityKind, CardKind } from "./api";

export const card =
  "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900";
/** The dashboard's buttons: the site's Button, quiet and small. */
export const quiet = { variant: "outline", size: "sm", weight: "medium" } as const;

export type CardContent = {
  title: string;
  value: ReactNode;
  caption: string;
  /** The smaller figures, label to value, in the order they are listed. */
  figures: Record<string, number>;
  /** The label of the button that opens the tab. */
  action: string;
  extra?: ReactNode;
  badge?: ReactNode;
};

/** A card's icon and heading. */
export function CardHeading({
  id,
  icon: Icon,
  title,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
}) {
  return (
    <div className="flex items-center gap-3">
      <IconTile icon={Icon} size="sm" />
      <h3 id={id} className="font-semibold text-slate-900 dark:text-white">
        {title}
      </h3>
    </div>
  );
}

/** One of the six summary cards: a large figure, its smaller companions and one action. */
export function SummaryCard({
  id,
  content: { title, value, caption, figures, badge, extra, action },
  loading,
  failed,
  onOpen,
}: {
  id: CardKind;
  content: CardContent;
  loading: boolean;
  failed: boolean;
  onOpen: () => void;
}) {
  const headingId = `summary-${id}`;
  return (
    <section aria-labelledby={headingId} aria-busy={loading} className={`${card} flex flex-col`}>
      <div className="flex items-start justify-between gap-3">
        <CardHeading id={headingId} icon={ACTIVITY_ICONS[id]} title={title} />
        {!loading && badge}
      </div>
      {loading ? (
        <div className="mt-4 flex-1">
          <Skeletons shapes="h-9 w-20 | mt-2 h-4 w-28 | mt-4 h-4 w-full | mt-2 h-4 w-2/3" />
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
            {Object.entries(figures).map(([label, figure]) => (
              <div key={label} className="contents">
                <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
                <dd className="text-right font-semibold text-slate-900 tabular-nums dark:text-white">
                  {figure}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      <div className="mt-4">
        <Button {...quiet} onClick={onOpen}>
          {action}
        </Button>
      </div>
    </section>
  );
}

export function QuickAction({
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

export const ACTIVITY_ICONS: Record<ActivityKind, LucideIcon> = {
  blog: BookOpen,
  gcse: GraduationCap,
  travel: Plane,
  gallery: Image,
  media: Newspaper,
  achievements: Award,
  projects: Rocket,
  memes: Laugh,
  testimonials: MessageSquareQuote,
  messages: Mail,
};
