/**
 * A labelled progress bar (0-100) with its percentage beside the label. The filled part is an
 * SVG rectangle sized by its width attribute: no inline style, which the CSP would refuse.
 */
export function ProgressBar({ value, label = "Progress" }: { value: number; label?: string }) {
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div>
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium text-slate-700 dark:text-slate-300">{label}</span>
        <span className="font-semibold text-slate-900 dark:text-white">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 100 1"
          preserveAspectRatio="none"
          className="block h-full w-full"
        >
          <rect width={percent} height="1" className="fill-accent-600 dark:fill-accent-400" />
        </svg>
      </div>
    </div>
  );
}
