import type { ComponentType, ReactNode } from "react";

import { Skeletons } from "./skeleton";

/** A list's placeholder while it loads: `count` copies of the card's shape, said as `label`. */
export function SkeletonList({
  label,
  count,
  className,
  cardClassName = "p-6",
  children,
}: {
  label: string;
  count: number;
  className?: string;
  /** The card's padding. */
  cardClassName?: string;
  /** One card's shape. */
  children: ReactNode;
}) {
  return (
    <div role="status" aria-label={label} className={className}>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          className={`rounded-2xl border border-slate-200 ${cardClassName} dark:border-slate-800`}
        >
          {children}
        </div>
      ))}
    </div>
  );
}

/** The shape of a card with a picture on top, a badge, a title and a few lines. */
export function PictureCardSkeleton() {
  return (
    <>
      <Skeletons shapes="aspect-video w-full | mt-6 h-5 w-24 | mt-4 h-6 w-3/4 | mt-3 h-16 w-full" />
    </>
  );
}

/** "No blog posts yet": a dashed box with an icon, what is missing and what to do. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  level = 2,
}: {
  icon: ComponentType<{ "aria-hidden"?: boolean | "true"; className?: string }>;
  title: string;
  children: ReactNode;
  /** 3 inside a section of a page: a smaller heading and box. */
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div
      className={`rounded-2xl border border-dashed border-slate-300 px-6 ${level === 2 ? "py-16" : "py-12"} text-center dark:border-slate-700`}
    >
      <Icon aria-hidden="true" className="mx-auto size-10 text-slate-400" />
      <Heading
        className={`mt-4 ${level === 2 ? "text-xl" : "text-lg"} font-semibold text-slate-900 dark:text-white`}
      >
        {title}
      </Heading>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{children}</p>
    </div>
  );
}

/**
 * A list's states: its placeholder while it first loads, what went wrong when it could not be
 * loaded, `empty` when it has nothing (if given; an empty array is nothing unless `isEmpty`
 * says otherwise), otherwise the list itself.
 */
export function ListStates<T>({
  data,
  query: { isLoading, error },
  skeleton,
  failedMessage,
  failedClassName = "",
  isEmpty = Array.isArray(data) && data.length === 0,
  empty,
  children,
}: {
  data: T | undefined;
  /** The request's state (an SWR response). */
  query: { isLoading: boolean; error?: unknown };
  skeleton: ReactNode;
  failedMessage: string;
  /** Placement of the failure message (margins, alignment). */
  failedClassName?: string;
  isEmpty?: boolean;
  empty?: ReactNode;
  /** The list, once its data is there. */
  children: (data: T) => ReactNode;
}) {
  if (isLoading && !data) return skeleton;
  if (error && !data) {
    return (
      <p role="alert" className={`${failedClassName} text-slate-700 dark:text-slate-300`.trim()}>
        {failedMessage}
      </p>
    );
  }
  if (isEmpty && empty) return empty;
  return data === undefined ? skeleton : children(data);
}
