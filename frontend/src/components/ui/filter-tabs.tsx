import type { KeyboardEvent } from "react";

export type FilterTab<T extends string> = { value: T; label: string };

type Props<T extends string> = {
  /** The accessible name of the tab list, e.g. "Subjects". */
  label: string;
  /** Prefix for the tabs' ids; the panel is `${idPrefix}-panel` (see filterPanelProps). */
  idPrefix: string;
  tabs: readonly FilterTab<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
};

// Values may hold spaces ("United Kingdom"); ids may not.
const tabId = (idPrefix: string, value: string) =>
  `${idPrefix}-tab-${value.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

/** The props of the element the tabs filter: `<div {...filterPanelProps("subject", value)}>`. */
export function filterPanelProps(idPrefix: string, value: string) {
  return {
    id: `${idPrefix}-panel`,
    role: "tabpanel",
    "aria-labelledby": tabId(idPrefix, value),
  } as const;
}

/**
 * A row of filter tabs (the WAI-ARIA tabs pattern): one tab stop, the arrow keys, Home and End
 * move between tabs and select as they go. Scrolls sideways on a narrow screen.
 */
export function FilterTabs<T extends string>({
  label,
  idPrefix,
  tabs,
  value,
  onChange,
  className = "",
}: Props<T>) {
  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    onChange(tab.value);
    document.getElementById(tabId(idPrefix, tab.value))?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const current = tabs.findIndex((tab) => tab.value === value);
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]);
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      className={`-mx-4 flex gap-2 overflow-x-auto px-4 py-1 sm:mx-0 sm:flex-wrap sm:px-0 ${className}`}
    >
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            id={tabId(idPrefix, tab.value)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected ? 0 : -1}
            onKeyDown={onKeyDown}
            onClick={() => onChange(tab.value)}
            className={`shrink-0 rounded-full border px-4 py-2 text-sm font-medium whitespace-nowrap transition-colors ${
              selected
                ? "border-accent-700 bg-accent-700 text-white dark:border-accent-300 dark:bg-accent-300 dark:text-slate-950"
                : "border-slate-300 bg-white text-slate-700 hover:border-accent-600 hover:text-accent-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:hover:border-accent-300 dark:hover:text-accent-300"
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
