// The specification's status colours: Live and Live & Growing green, In Development blue,
// Prototype yellow, Planning and anything else gray. Each pair meets WCAG AA (4.5:1) in both
// colour schemes.
const GREEN = "bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200";
const BLUE = "bg-blue-100 text-blue-800 dark:bg-blue-900/50 dark:text-blue-200";
const YELLOW = "bg-yellow-100 text-yellow-900 dark:bg-yellow-900/50 dark:text-yellow-100";
const GRAY = "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200";

const STATUS_STYLES: Record<string, { tone: string; style: string }> = {
  live: { tone: "green", style: GREEN },
  "live & growing": { tone: "green", style: GREEN },
  "in development": { tone: "blue", style: BLUE },
  prototype: { tone: "yellow", style: YELLOW },
  planning: { tone: "gray", style: GRAY },
};

export function statusStyle(status: string): { tone: string; style: string } {
  return STATUS_STYLES[status.trim().toLowerCase()] ?? { tone: "gray", style: GRAY };
}

export function StatusBadge({ status }: { status: string }) {
  const { tone, style } = statusStyle(status);
  return (
    <span
      data-tone={tone}
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ${style}`}
    >
      <span className="sr-only">Status: </span>
      {status}
    </span>
  );
}
