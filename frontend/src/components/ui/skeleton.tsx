/** A soft placeholder block that keeps the shape of what is loading. */
export function Skeleton({ className = "" }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800 ${className}`}
    />
  );
}

/**
 * Several placeholder blocks one under another, each shape's classes apart by "|":
 * `<Skeletons shapes="h-6 w-1/2 | mt-4 h-12 w-full" />` is a title line over a paragraph.
 */
export function Skeletons({ shapes }: { shapes: string }) {
  return shapes.split("|").map((shape, i) => <Skeleton key={i} className={shape.trim()} />);
}
