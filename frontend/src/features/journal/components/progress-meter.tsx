import { useId } from "react";

/** "Progress 85%" above a bar. A native <progress>, so assistive technology reads its value. */
export function ProgressMeter({ value, className = "" }: { value: number; className?: string }) {
  const labelId = useId();
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className={className}>
      <div className="flex items-center justify-between text-sm">
        <span id={labelId} className="font-medium text-slate-700 dark:text-slate-300">
          Progress
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
