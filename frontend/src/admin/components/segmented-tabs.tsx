import { useRef, type KeyboardEvent, type ReactNode } from "react";

/**
 * A few views of one panel behind a row of tabs (ARIA tabs: one tab stop, the arrow keys move
 * between them). `locked` keeps the selected tab and disables the others (e.g. mid-upload).
 */
export function SegmentedTabs<T extends string>({
  label,
  idPrefix,
  tabs,
  selected,
  onSelect,
  locked = false,
  className = "",
  children,
}: {
  label: string;
  idPrefix: string;
  tabs: readonly { id: T; label: string }[];
  selected: T;
  onSelect: (id: T) => void;
  locked?: boolean;
  /** Placement of the row (width, columns). */
  className?: string;
  /** The selected tab's panel. */
  children: ReactNode;
}) {
  const refs = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (locked || (event.key !== "ArrowLeft" && event.key !== "ArrowRight")) return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.id === selected);
    const step = event.key === "ArrowRight" ? 1 : -1;
    const next = tabs[(index + step + tabs.length) % tabs.length].id;
    onSelect(next);
    refs.current.get(next)?.focus();
  };

  return (
    <>
      <div
        role="tablist"
        aria-label={label}
        className={`gap-1 rounded-xl bg-slate-200/70 p-1 dark:bg-slate-800 ${className}`}
      >
        {tabs.map(({ id, label: tabLabel }) => (
          <button
            key={id}
            ref={(node) => {
              if (node) refs.current.set(id, node);
              else refs.current.delete(id);
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${id}`}
            aria-selected={selected === id}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected === id ? 0 : -1}
            onKeyDown={onKeyDown}
            disabled={locked && selected !== id}
            onClick={() => onSelect(id)}
            className={`rounded-lg px-4 py-2 text-sm font-semibold ${
              selected === id
                ? "bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white"
                : "text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
            }`}
          >
            {tabLabel}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${selected}`}>
        {children}
      </div>
    </>
  );
}
