import { useId } from "react";

/** A whole percentage from 0 to 100, whatever the number given. */
export function clampPercent(value: number): number {
  return Math.max(0, Math.min(100, Math.round(value)));
}

/**
 * "Progress 85%" above a bar. A native <progress>: its role is progressbar and assistive
 * technology reads its value, minimum (0) and maximum from value/max; its accessible name is the
 * label above it. Styled with pseudo-element classes only: no inline style, which the CSP would
 * refuse. The server draws the same markup on the journal entry's first screen.
 */
export function Progress({
  value,
  label = "Progress",
  className,
}: {
  value: number;
  label?: string;
  /** Placement only (margins, width). */
  className?: string;
}) {
  const labelId = useId();
  const percent = clampPercent(value);
  return (
    <div className={className}>
      <div className="flex items-center justify-between text-sm">
        <span id={labelId} className="font-medium text-slate-700 dark:text-slate-300">
          {label}
        </span>
        <span className="font-semibold text-slate-900 tabular-nums dark:text-white">
          {percent}%
        </span>
      </div>
      <progress
        max={100}
        value={percent}
        aria-labelledby={labelId}
        className="mt-2 block h-2 w-full appearance-none overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800 [&::-moz-progress-bar]:rounded-full [&::-moz-progress-bar]:bg-accent-600 [&::-webkit-progress-bar]:bg-slate-200 dark:[&::-webkit-progress-bar]:bg-slate-800 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-accent-600 dark:[&::-webkit-progress-value]:bg-accent-400"
      >
        {percent}%
      </progress>
    </div>
  );
}
