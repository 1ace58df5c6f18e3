import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router-dom";

import { PageSpinner } from "@/components/ui/page-spinner";

import { SiteLayout } from "./layout/site-layout";

// Every route is its own chunk; the admin panel is one chunk visitors never download.
const HomePage = lazy(() => import("@/features/home/routes/home-page"));
const BlogListPage = lazy(() => import("@/features/blog/routes/blog-list-page"));
const BlogPostPage = lazy(() => import("@/features/blog/routes/blog-post-page"));
const ContactPage = lazy(() => import("@/features/contact/routes/contact-page"));
const TestimonialPage = lazy(() => import("@/features/testimonial-form/routes/testimonial-page"));
const PrivacyPolicyPage = lazy(() => import("@/features/privacy/routes/privacy-policy-page"));
const SiteMapPage = lazy(() => import("@/features/site-map/routes/site-map-page"));
const JournalPage = lazy(() => import("@/features/journal/routes/journal-page"));
const JournalEntryPage = lazy(() => import("@/features/journal/routes/journal-entry-page"));
const TravelPage = lazy(() => import("@/features/travel/routes/travel-page"));
const TravelStoryPage = lazy(() => import("@/features/travel/routes/travel-story-page"));
const AchievementsPage = lazy(() => import("@/features/showcase/routes/achievements-page"));
const MediaPage = lazy(() => import("@/features/media/routes/media-page"));
const ProjectsPage = lazy(() => import("@/features/showcase/routes/projects-page"));
const ProjectPage = lazy(() => import("@/features/showcase/routes/project-page"));
const MemesPage = lazy(() => import("@/features/showcase/routes/memes-page"));
const NotFoundPage = lazy(() => import("@/features/not-found/routes/not-found-page"));
const AdminApp = lazy(() => import(/* webpackChunkName: "admin" */ "@/admin/admin-app"));

export function AppRouter() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        <Route path="blog" element={<BlogListPage />} />
        <Route path="blog/:slug" element={<BlogPostPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="testimonials" element={<TestimonialPage />} />
        <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="sitemap" element={<SiteMapPage />} />
        <Route path="gcse-journey" element={<JournalPage />} />
        <Route path="gcsejourney" element={<JournalPage />} />
        <Route path="gcse-journey/:slug" element={<JournalEntryPage />} />
        <Route path="travel" element={<TravelPage />} />
        <Route path="travel/:slug" element={<TravelStoryPage />} />
        <Route path="achievements" element={<AchievementsPage />} />
        <Route path="media" element={<MediaPage />} />
        <Route path="projects" element={<ProjectsPage />} />
        <Route path="projects/:slug" element={<ProjectPage />} />
        <Route path="memes" element={<MemesPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route
        path="admin/*"
        element={
          <Suspense fallback={<PageSpinner />}>
            <AdminApp />
          </Suspense>
        }
      />
    </Routes>
  );
}
