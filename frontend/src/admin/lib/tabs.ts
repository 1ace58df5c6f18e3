// The panel's sections, as the tabs and the views they open know them (kept apart from the
// panel itself, so a tab never imports the container that imports it).
export type TabId =
  | "dashboard"
  | "blog"
  | "gcse"
  | "travel"
  | "gallery"
  | "media"
  | "showcase"
  | "record"
  | "statement"
  | "profile"
  | "testimonials"
  | "requests"
  | "inbox";

export type TabProps = { openTab: (tab: TabId) => void };
