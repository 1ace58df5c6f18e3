import { ArrowRight, Clock } from "lucide-react";
import { Link } from "react-router-dom";

import { MetaItem } from "@/components/ui/meta-item";
import { CoverImage } from "@/components/ui/cover-image";
import { paths } from "@/config/paths";
import { formatUsLongDate } from "@/lib/format";

import type { BlogPostSummary } from "../api/get-posts";
import { CategoryBadge } from "./category-badge";

export function PostCard({ post, eager = false }: { post: BlogPostSummary; eager?: boolean }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-1 hover:shadow-md dark:border-slate-800 dark:bg-slate-900">
      <CoverImage src={post.imageUrl} alt={post.imageAlt || post.title} eager={eager} />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center justify-between gap-3 text-sm">
          <CategoryBadge categories={post.categories} />
          <MetaItem icon={Clock} className="text-slate-600 dark:text-slate-400">
            {post.readTime} min read
          </MetaItem>
        </div>
        <h2 className="mt-4 line-clamp-2 text-xl font-semibold text-slate-900 dark:text-white">
          {post.title}
        </h2>
        <p className="mt-2 line-clamp-3 flex-1 text-slate-600 dark:text-slate-400">
          {post.excerpt}
        </p>
        <div className="mt-6 flex items-center justify-between text-sm">
          <time dateTime={post.publishedAt} className="text-slate-600 dark:text-slate-400">
            {formatUsLongDate(post.publishedAt)}
          </time>
          <Link
            to={paths.blogPost(post.slug)}
            className="inline-flex items-center gap-1 font-semibold text-accent-700 hover:underline dark:text-accent-300"
          >
            Read More<span className="sr-only">: {post.title}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}
