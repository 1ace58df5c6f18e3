import { BookOpen } from "lucide-react";

import { Skeleton } from "@/components/ui/skeleton";
import { usePageHead } from "@/lib/page-head";
import { useStagedList } from "@/lib/staged-list";

import { usePosts } from "../api/get-posts";
import { PostCard } from "../components/post-card";

function ListSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading posts"
      className="grid gap-8 md:grid-cols-2 lg:grid-cols-3"
    >
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
          <Skeleton className="aspect-video w-full" />
          <Skeleton className="mt-6 h-5 w-24" />
          <Skeleton className="mt-4 h-6 w-3/4" />
          <Skeleton className="mt-3 h-16 w-full" />
        </div>
      ))}
    </div>
  );
}

export default function BlogListPage() {
  usePageHead({ page: "blog" });
  const { data: posts, error, isLoading } = usePosts();
  // Two rows of three first; the other cards follow a few at a time.
  const shown = useStagedList(posts ?? [], 6);

  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <header className="max-w-2xl">
        <h1 className="text-4xl font-bold text-slate-900 dark:text-white">My Blogs</h1>
        <p className="mt-4 text-lg text-slate-600 dark:text-slate-400">
          Thoughts on what I am learning, the places I visit and the questions I can&apos;t stop
          asking.
        </p>
      </header>
      <div className="mt-12">
        {isLoading && !posts ? (
          <ListSkeleton />
        ) : error && !posts ? (
          <p role="alert" className="text-slate-700 dark:text-slate-300">
            The posts could not be loaded. Please try again later.
          </p>
        ) : posts && posts.length > 0 ? (
          <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {shown.map((post, i) => (
              <li key={post.id}>
                <PostCard post={post} eager={i === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700">
            <BookOpen aria-hidden="true" className="mx-auto size-10 text-slate-400" />
            <h2 className="mt-4 text-xl font-semibold text-slate-900 dark:text-white">
              No blog posts yet
            </h2>
            <p className="mt-2 text-slate-600 dark:text-slate-400">
              Check back soon for new content!
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
