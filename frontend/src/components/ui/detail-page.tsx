import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";

import type { DetailState } from "@/lib/detail-data";

import { ButtonLink } from "./button";
import { Skeletons } from "./skeleton";

/**
 * A link up to the list a page belongs to ("Back to Blog"): always to that list, unlike
 * BackLink, which goes back in the history. `flush` sits it on the text column's edge.
 */
export function UpLink({
  to,
  children,
  flush = false,
}: {
  to: string;
  children: ReactNode;
  flush?: boolean;
}) {
  return (
    <ButtonLink
      to={to}
      variant="ghost"
      size={flush ? "inline" : "text"}
      weight="medium"
      icon={ArrowLeft}
    >
      {children}
    </ButtonLink>
  );
}

/** "Post Not Found": the page's only heading, what is missing, and the way back. */
export function NotFoundBlock({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  /** The way back (an UpLink). */
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{title}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-400">{message}</p>
      <div className="mt-8">{children}</div>
    </div>
  );
}

/** The shape of an article page while it loads: a cover picture, the title, the text. */
export function ArticleSkeleton() {
  return (
    <>
      <Skeletons shapes="aspect-video w-full | mt-8 h-10 w-3/4 | mt-6 h-40 w-full" />
    </>
  );
}

type Props<T> = {
  state: DetailState<T>;
  /** The way up to the list: on the not-found block and above a load failure. */
  back: ReactNode;
  notFound: { title: string; message: string };
  /** Said by the loading placeholder ("Loading post"). */
  loadingLabel: string;
  /** The page column's width, the same while it loads as when it shows. */
  width: "max-w-3xl" | "max-w-4xl";
  /** The placeholder's shape; an article's (picture, title, text) unless told. */
  skeleton?: ReactNode;
  /** Said when the item could not be loaded; without it the placeholder stays. */
  failedMessage?: string;
  /** The page itself, once its item is there. */
  children: (item: T) => ReactNode;
};

/**
 * A detail page's states around its content: not found, could not be loaded, loading, then
 * the page (its head tags are the server's: lib/page-head.ts).
 */
export function DetailPage<T>({
  state: { data, error, isLoading, notFound },
  back,
  notFound: missing,
  loadingLabel,
  width,
  skeleton = <ArticleSkeleton />,
  failedMessage,
  children,
}: Props<T>) {
  if (notFound) {
    return (
      <NotFoundBlock title={missing.title} message={missing.message}>
        {back}
      </NotFoundBlock>
    );
  }
  if (data) return children(data);
  if (error && !isLoading && failedMessage) {
    return (
      <div className={`mx-auto ${width} px-4 py-16`}>
        {back}
        <p role="alert" className="mt-8 text-slate-700 dark:text-slate-300">
          {failedMessage}
        </p>
      </div>
    );
  }
  return (
    <div
      role="status"
      aria-label={isLoading || !error ? loadingLabel : undefined}
      className={`mx-auto ${width} px-4 py-16`}
    >
      {skeleton}
    </div>
  );
}
