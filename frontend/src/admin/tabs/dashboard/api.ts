// The dashboard's figures: one answer from GET /api/admin/summary, computed by the server with
// aggregate queries (apps/operations/dashboard.py), never whole lists downloaded to count them.
import type { Schemas } from "@/lib/api-schemas";

import { useOwnerData } from "../../api/owner-data";

export const DASHBOARD_SUMMARY_PATH = "/api/admin/summary";

export type DashboardSummary = Schemas["DashboardSummary"];
export type Activity = DashboardSummary["recentActivity"][number];
export type ActivityKind = Activity["kind"];
/** The six summary cards: each opens the tab of its name. */
export type CardKind = "blog" | "gcse" | "travel" | "gallery" | "media" | "testimonials";
export type ViewFigures = DashboardSummary["views"];

/** What the cards show before the answer arrives (the cards draw skeletons meanwhile). */
export const EMPTY_SUMMARY: DashboardSummary = {
  blog: { total: 0, published: 0, drafts: 0 },
  gcse: { averageProgress: 0, subjects: 0, entries: 0 },
  travel: { countries: 0, stories: 0 },
  gallery: { total: 0, published: 0, hidden: 0, topCategory: null },
  media: { total: 0, podcasts: 0, articles: 0, videos: 0 },
  testimonials: { total: 0, pending: 0, published: 0, averageRating: null },
  unreadMessages: 0,
  completion: null,
  engagement: { days: 30, activeLinks: 0, received: 0, responseRate: null },
  views: { days: 30, total: 0, byDay: [], mostRead: [], photoViews: 0, topPhotoCategory: null },
  recentActivity: [],
  recentSubmissions: [],
};

export function useDashboardSummary() {
  return useOwnerData<DashboardSummary>(DASHBOARD_SUMMARY_PATH);
}
