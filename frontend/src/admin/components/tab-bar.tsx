import { ChevronLeft, ChevronRight, type LucideIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";

export type TabBarItem = { id: string; label: string; icon: LucideIcon };

/**
 * The panel's tabs in one row that scrolls sideways on a narrow screen. When tabs are hidden
 * on either side, a fade and an arrow button say so (the arrow scrolls), and the selected tab
 * is always scrolled into view.
 */
export function TabBar({
  tabs,
  selected,
  onSelect,
}: {
  tabs: TabBarItem[];
  selected: string;
  onSelect: (id: string) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState({ before: false, after: false });

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => {
      const max = element.scrollWidth - element.clientWidth;
      setHidden({ before: element.scrollLeft > 1, after: element.scrollLeft < max - 1 });
    };
    measure();
    element.addEventListener("scroll", measure, { passive: true });
    const observer = typeof ResizeObserver === "function" ? new ResizeObserver(measure) : null;
    observer?.observe(element);
    return () => {
      element.removeEventListener("scroll", measure);
      observer?.disconnect();
    };
  }, []);

  useEffect(() => {
    scroller.current
      ?.querySelector<HTMLElement>('[aria-selected="true"]')
      ?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [selected]);

  const scrollBy = (direction: 1 | -1) => {
    const element = scroller.current;
    if (element) element.scrollBy({ left: direction * element.clientWidth * 0.7 });
  };

  const arrow = "absolute inset-y-0 z-10 flex w-10 items-center text-slate-700 dark:text-slate-200";
  return (
    <div className="relative">
      {hidden.before && (
        <button
          type="button"
          onClick={() => scrollBy(-1)}
          className={`${arrow} left-0 justify-start bg-gradient-to-r from-white from-40% to-transparent pl-1 dark:from-slate-900`}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
          <span className="sr-only">Show earlier tabs</span>
        </button>
      )}
      <div ref={scroller} className="overflow-x-auto [scrollbar-width:none]">
        <div role="tablist" aria-label="Sections" className="flex min-w-max gap-1">
          {tabs.map(({ id, label, icon: Icon }) => {
            const isSelected = selected === id;
            return (
              <button
                key={id}
                type="button"
                role="tab"
                id={`tab-${id}`}
                aria-selected={isSelected}
                aria-controls="admin-tabpanel"
                onClick={() => onSelect(id)}
                className={`inline-flex items-center gap-2 border-b-2 px-4 py-3 text-sm font-medium ${
                  isSelected
                    ? "border-accent-700 text-accent-800 dark:border-accent-300 dark:text-accent-300"
                    : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
                }`}
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </button>
            );
          })}
        </div>
      </div>
      {hidden.after && (
        <button
          type="button"
          onClick={() => scrollBy(1)}
          className={`${arrow} right-0 justify-end bg-gradient-to-l from-white from-40% to-transparent pr-1 dark:from-slate-900`}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
          <span className="sr-only">Show more tabs</span>
        </button>
      )}
    </div>
  );
}
