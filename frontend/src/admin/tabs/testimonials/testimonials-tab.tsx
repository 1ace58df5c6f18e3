import { useState } from "react";

import { SegmentedTabs } from "../../components/segmented-tabs";
import { ManageReviews } from "./manage-reviews";
import { RequestsView } from "./requests-tab";

type View = "manage" | "requests";
const VIEWS: { id: View; label: string }[] = [
  { id: "manage", label: "Manage Reviews" },
  { id: "requests", label: "Send Requests" },
];

export function TestimonialsTab() {
  const [view, setView] = useState<View>("manage");
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold text-slate-900 dark:text-white">Testimonials</h2>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Approve what people wrote about you, and ask for new testimonials.
        </p>
      </div>
      <SegmentedTabs
        label="Testimonials"
        idPrefix="testimonials-view"
        tabs={VIEWS}
        selected={view}
        onSelect={setView}
        className="inline-flex"
      >
        {view === "manage" ? <ManageReviews /> : <RequestsView />}
      </SegmentedTabs>
    </div>
  );
}
