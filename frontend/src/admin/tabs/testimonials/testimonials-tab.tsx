import { useRef, useState, type KeyboardEvent } from "react";

import { ManageReviews } from "./manage-reviews";
import { RequestsView } from "./requests-tab";

type View = "manage" | "requests";
const VIEWS: { id: View; label: string }[] = [
  { id: "manage", label: "Manage Reviews" },
  { id: "requests", label: "Send Requests" },
];

export function TestimonialsTab() {
  const [view, setView] = useState<View>("manage");
  const tabRefs = useRef<Record<View, HTMLButtonElement | null>>({ manage: null, requests: null });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    const next: View = view === "manage" ? "requests" : "manage";
    setView(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold text-slate-900 dark:text-white">Testimonials</h2>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Approve what people wrote about you, and ask for new testimonials.
        </p>
      </div>
      <div
        role="tablist"
        aria-label="Testimonials"
        onKeyDown={onKeyDown}
        className="inline-flex rounded-xl bg-slate-200/70 p-1 dark:bg-slate-800"
      >
        {VIEWS.map(({ id, label }) => (
          <button
            key={id}
            ref={(element) => {
              tabRefs.current[id] = element;
            }}
            type="button"
            role="tab"
            id={`testimonials-view-${id}`}
            aria-selected={view === id}
            aria-controls="testimonials-view"
            tabIndex={view === id ? 0 : -1}
            onClick={() => setView(id)}
            className={`rounded-lg px-4 py-2 text-sm font-medium ${
              view === id
                ? "bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white"
                : "text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
            }`}
          >
            {label}
          </button>
        ))}
      </div>
      <div id="testimonials-view" role="tabpanel" aria-labelledby={`testimonials-view-${view}`}>
        {view === "manage" ? <ManageReviews /> : <RequestsView />}
      </div>
    </div>
  );
}
