import { ArrowLeft, Clock } from "lucide-react";
import { useState } from "react";
import { Link, useLocation, useParams } from "react-router-dom";

import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { formatUsLongDate } from "@/lib/format";
import { isServerNotFound } from "@/lib/initial-data";
import { usePageHead } from "@/lib/page-head";
import { ARTICLE_SIZES, srcsetFor } from "@/lib/srcset";

import { usePost } from "../api/get-post";
import { CategoryBadge } from "../components/category-badge";

function BackToBlog() {
  return (
    <Link
      to={paths.blog}
      className="inline-flex items-center gap-2 font-medium text-accent-700 hover:underline dark:text-accent-300"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Blog
    </Link>
  );
}

function PostNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">Post Not Found</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-400">
        The blog post you&apos;re looking for doesn&apos;t exist.
      </p>
      <div className="mt-8">
        <BackToBlog />
      </div>
    </div>
  );
}

export default function BlogPostPage() {
  const { slug } = useParams();
  const { pathname } = useLocation();
  const notFoundOnServer = isServerNotFound(pathname);
  const { data: post, error, isLoading } = usePost(slug, { skip: notFoundOnServer });
  const [imageFailed, setImageFailed] = useState(false);
  const notFound = notFoundOnServer || (error instanceof ApiError && error.status === 404 && !post);
  usePageHead(
    notFound
      ? { page: "not-found", title: "Post Not Found" }
      : {
          page: "blog-post",
          title: post?.title,
          description: post?.excerpt,
          image: post?.imageUrl,
          type: "article",
          canonicalPath: post && paths.blogPost(post.slug),
        },
  );

  if (notFound) return <PostNotFound />;
  if (!post) {
    return (
      <div
        role="status"
        aria-label={isLoading ? "Loading post" : undefined}
        className="mx-auto max-w-3xl px-4 py-16"
      >
        <Skeleton className="aspect-video w-full" />
        <Skeleton className="mt-8 h-10 w-3/4" />
        <Skeleton className="mt-6 h-40 w-full" />
      </div>
    );
  }

  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <BackToBlog />
      {post.imageUrl && !imageFailed && (
        <img
          src={post.imageUrl}
          srcSet={srcsetFor(post.imageUrl)}
          sizes={srcsetFor(post.imageUrl) ? ARTICLE_SIZES : undefined}
          alt={post.imageAlt || post.title}
          width={1200}
          height={675}
          loading="eager"
          fetchPriority="high"
          decoding="async"
          onError={() => setImageFailed(true)}
          className="mt-8 aspect-video w-full rounded-2xl bg-slate-100 object-cover dark:bg-slate-800"
        />
      )}
      <div className="mt-8 flex flex-wrap items-center gap-4 text-sm text-slate-600 dark:text-slate-400">
        <CategoryBadge categories={post.categories} />
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="size-4" />
          {post.readTime} min read
        </span>
        <time dateTime={post.publishedAt}>{formatUsLongDate(post.publishedAt)}</time>
      </div>
      <h1 className="mt-4 text-4xl leading-tight font-bold text-slate-900 dark:text-white">
        {post.title}
      </h1>
      <p className="mt-4 text-xl text-slate-600 dark:text-slate-400">{post.excerpt}</p>
      {/* The server sanitised this HTML with an allow-list (apps/blog/services.py); newlines
          become line breaks through white-space: pre-line. */}
      <div
        className="post-body mt-10 text-lg whitespace-pre-line text-slate-800 dark:text-slate-200"
        dangerouslySetInnerHTML={{ __html: post.content }}
      />
    </article>
  );
}
