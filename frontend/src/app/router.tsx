import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router-dom";

import { PageSpinner } from "@/components/ui/page-spinner";

import { SiteLayout } from "./layout/site-layout";

// Every route is its own chunk; the admin panel is one chunk visitors never download.
const HomePage = lazy(() => import("@/features/home/routes/home-page"));
const BlogListPage = lazy(() => import("@/features/blog/routes/blog-list-page"));
const BlogPostPage = lazy(() => import("@/features/blog/routes/blog-post-page"));
const NotFoundPage = lazy(() => import("@/features/not-found/routes/not-found-page"));
const AdminApp = lazy(() => import(/* webpackChunkName: "admin" */ "@/admin/admin-app"));

export function AppRouter() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        <Route path="blog" element={<BlogListPage />} />
        <Route path="blog/:slug" element={<BlogPostPage />} />
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
