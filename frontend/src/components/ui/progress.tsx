import { useId, type ReactNode } from "react";

/** A whole percentage from 0 to 100, whatever the number given. */
export function clampPercent(value: number): number {
  return Math.max(0, Math.min(100, Math.round(value)));
}

const TRACK =
  "block h-2 w-full appearance-none overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800 [&::-moz-progress-bar]:rounded-full [&::-webkit-progress-bar]:bg-slate-200 dark:[&::-webkit-progress-bar]:bg-slate-800 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:transition-[width]";

/** The filled part's colour: the site's accent, or green for "done" figures on the dashboard. */
const TONES = {
  accent:
    "[&::-moz-progress-bar]:bg-accent-600 [&::-webkit-progress-value]:bg-accent-600 dark:[&::-webkit-progress-value]:bg-accent-400",
  success:
    "[&::-moz-progress-bar]:bg-green-600 [&::-webkit-progress-value]:bg-green-600 dark:[&::-webkit-progress-value]:bg-green-500",
} as const;

/**
 * The one progress bar of the site and the panel: a native <progress>, whose role is progressbar
 * and whose value, minimum (0) and maximum assistive technology reads from value/max. Styled with
 * pseudo-element classes only: no inline style, which the CSP would refuse.
 *
 * - By default "Progress 85%" stands above the bar and names it (the server draws the same markup
 *   on the journal entry's first screen).
 * - `caption` shows other words above the bar ("Uploading...") while `label` stays its name.
 * - `hideLabel` draws the bar alone, named by `label` for assistive technology only.
 * - `valueText` is what a screen reader says instead of the percentage ("Upload complete").
 */
export function Progress({
  value,
  label = "Progress",
  caption,
  hideLabel = false,
  valueText,
  tone = "accent",
  className,
}: {
  value: number;
  label?: string;
  caption?: ReactNode;
  hideLabel?: boolean;
  valueText?: string;
  tone?: keyof typeof TONES;
  /** Placement only (margins, width). */
  className?: string;
}) {
  const labelId = useId();
  const percent = clampPercent(value);
  const namedByRow = !hideLabel && caption === undefined;
  const bar = (
    <progress
      max={100}
      value={percent}
      {...(namedByRow ? { "aria-labelledby": labelId } : { "aria-label": label })}
      aria-valuetext={valueText}
      className={`${hideLabel ? "" : "mt-2 "}${TRACK} ${TONES[tone]}`}
    >
      {percent}%
    </progress>
  );
  return (
    <div className={className}>
      {!hideLabel && (
        <div className="flex items-center justify-between text-sm">
          <span
            id={namedByRow ? labelId : undefined}
            className="font-medium text-slate-700 dark:text-slate-300"
          >
            {caption ?? label}
          </span>
          <span className="font-semibold text-slate-900 tabular-nums dark:text-white">
            {percent}%
          </span>
        </div>
      )}
      {bar}
    </div>
  );
}
