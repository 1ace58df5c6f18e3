import { Suspense } from "react";
import { matchRoutes, useRoutes, type RouteObject } from "react-router-dom";

import { PageSpinner } from "@/components/ui/page-spinner";
import { lazyRoute, type LazyRoute } from "@/lib/lazy-route";
import { usePageHead } from "@/lib/page-head";

import { SiteLayout } from "./layout/site-layout";

// Every route is its own chunk; the admin panel is one chunk visitors never download.
const HomePage = lazyRoute(() => import("@/features/home/routes/home-page"));
const BlogListPage = lazyRoute(() => import("@/features/blog/routes/blog-list-page"));
const BlogPostPage = lazyRoute(() => import("@/features/blog/routes/blog-post-page"));
const BlogCategoryPage = lazyRoute(() => import("@/features/blog/routes/blog-category-page"));
const ContactPage = lazyRoute(() => import("@/features/contact/routes/contact-page"));
const TestimonialPage = lazyRoute(
  () => import("@/features/testimonial-form/routes/testimonial-page"),
);
const PrivacyPolicyPage = lazyRoute(() => import("@/features/privacy/routes/privacy-policy-page"));
const SiteMapPage = lazyRoute(() => import("@/features/site-map/routes/site-map-page"));
const SearchPage = lazyRoute(() => import("@/features/search/routes/search-page"));
const JournalPage = lazyRoute(() => import("@/features/journal/routes/journal-page"));
const JournalEntryPage = lazyRoute(() => import("@/features/journal/routes/journal-entry-page"));
const TravelPage = lazyRoute(() => import("@/features/travel/routes/travel-page"));
const TravelStoryPage = lazyRoute(() => import("@/features/travel/routes/travel-story-page"));
const AchievementsPage = lazyRoute(() => import("@/features/showcase/routes/achievements-page"));
const MediaPage = lazyRoute(() => import("@/features/media/routes/media-page"));
const ProjectsPage = lazyRoute(() => import("@/features/showcase/routes/projects-page"));
const ProjectPage = lazyRoute(() => import("@/features/showcase/routes/project-page"));
const MemesPage = lazyRoute(() => import("@/features/showcase/routes/memes-page"));
const CvPage = lazyRoute(() => import("@/features/cv/routes/cv-page"));
const NotFoundPage = lazyRoute(() => import("@/features/not-found/routes/not-found-page"));
const AdminApp = lazyRoute(() => import(/* webpackChunkName: "admin" */ "@/admin/admin-app"));

/** The public pages' layout, whose head follows the page on screen (lib/page-head.ts); the
 * admin panel keeps its own tab titles. */
function PublicLayout() {
  usePageHead();
  return <SiteLayout />;
}

function page(path: string, Page: LazyRoute): RouteObject {
  return { path, element: <Page />, handle: Page };
}

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <HomePage />, handle: HomePage },
      page("blog", BlogListPage),
      page("blog/:slug", BlogPostPage),
      page("blog/category/:slug", BlogCategoryPage),
      page("contact", ContactPage),
      page("testimonials", TestimonialPage),
      page("privacy-policy", PrivacyPolicyPage),
      page("sitemap", SiteMapPage),
      page("search", SearchPage),
      page("gcse-journey", JournalPage),
      page("gcsejourney", JournalPage),
      page("gcse-journey/:slug", JournalEntryPage),
      page("travel", TravelPage),
      page("travel/:slug", TravelStoryPage),
      page("achievements", AchievementsPage),
      page("media", MediaPage),
      page("projects", ProjectsPage),
      page("projects/:slug", ProjectPage),
      page("memes", MemesPage),
      page("cv", CvPage),
      page("*", NotFoundPage),
    ],
  },
  {
    path: "admin/*",
    element: (
      <Suspense fallback={<PageSpinner />}>
        <AdminApp />
      </Suspense>
    ),
    handle: AdminApp,
  },
];

/** Loads the chunk of the page at `pathname` (resolves either way: a failed chunk is shown
 * by the error boundary when the page renders). */
export function preloadRoute(pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.allSettled(
    matches.map((match) => (match.route.handle as LazyRoute | undefined)?.preload()),
  );
}

export function AppRouter() {
  return useRoutes(routes);
}
