import { useEffect, useRef } from "react";

import type { PagedList } from "@/lib/paged-list";

import { Button } from "./button";

/**
 * The end of a paged list: a 'Load more' button while the server has more rows. While a page
 * loads the button says so (aria-busy, and it ignores clicks); a failed load is reported in an
 * alert and the same button tries again. The button keeps the focus as the new rows appear above
 * it; when the last page has come it gives way to a note that says so, which takes the focus.
 */
export function LoadMore({
  list,
  noun,
  className = "mt-10",
}: {
  list: Pick<PagedList<unknown>, "hasMore" | "loadedMore" | "loading" | "error" | "loadMore">;
  /** What the rows are, plural: "posts". */
  noun: string;
  className?: string;
}) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const endRef = useRef<HTMLParagraphElement>(null);
  const hadFocus = useRef(false);
  const { hasMore, loadedMore, loading, error } = list;

  useEffect(() => {
    if (!hasMore && hadFocus.current) {
      hadFocus.current = false;
      endRef.current?.focus();
    }
  }, [hasMore]);

  if (!hasMore) {
    return loadedMore ? (
      <p
        ref={endRef}
        tabIndex={-1}
        className={`${className} text-center text-sm text-slate-600 dark:text-slate-400`}
      >
        That&apos;s all the {noun}.
      </p>
    ) : null;
  }

  return (
    <div className={`${className} flex flex-col items-center gap-3`}>
      {Boolean(error) && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          More {noun} could not be loaded. Please try again.
        </p>
      )}
      <Button
        ref={buttonRef}
        variant="outline"
        aria-busy={loading}
        aria-disabled={loading}
        onClick={() => {
          if (loading) return;
          hadFocus.current = document.activeElement === buttonRef.current;
          list.loadMore();
        }}
      >
        {loading ? `Loading more ${noun}…` : error ? "Try again" : `Load more ${noun}`}
      </Button>
      <p aria-live="polite" className="sr-only">
        {loading ? `Loading more ${noun}` : ""}
      </p>
    </div>
  );
}
