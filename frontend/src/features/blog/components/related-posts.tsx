import { ArrowLeft, ArrowRight, BookOpen } from "lucide-react";
import { Link } from "react-router-dom";

import { CoverImage } from "@/components/ui/cover-image";
import { paths } from "@/config/paths";
import { formatUsLongDate } from "@/lib/format";

import { useRelated, type PostTeaser } from "../api/get-related";
import { CategoryBadge } from "./category-badge";

// The picture is a thumbnail beside the words on a phone, and on top of a third of the article
// column (max-w-3xl) on a wider screen.
const THUMB_SIZES = "(min-width: 640px) 15rem, 7rem";

// A post without a picture keeps the cards of a row alike on a wide screen (on a phone its
// words simply take the whole card).
const NO_PICTURE = (
  <div className="hidden aspect-video w-full items-center justify-center bg-slate-100 text-slate-400 sm:flex dark:bg-slate-800 dark:text-slate-500">
    <BookOpen aria-hidden="true" className="size-8" />
  </div>
);

function RelatedCard({ post }: { post: PostTeaser }) {
  return (
    <article className="flex h-full gap-4 overflow-hidden rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:flex-col sm:gap-0 sm:p-0 dark:border-slate-800 dark:bg-slate-900">
      <CoverImage
        src={post.imageUrl}
        alt={post.imageAlt || post.title}
        sizes={THUMB_SIZES}
        className="rounded-lg sm:rounded-none"
        frameClassName="w-28 shrink-0 sm:w-full"
        fallback={NO_PICTURE}
      />
      <div className="flex min-w-0 flex-1 flex-col items-start gap-2 sm:p-4">
        <CategoryBadge categories={post.categories} />
        <h3 className="line-clamp-3 font-semibold text-slate-900 dark:text-white">
          <Link
            to={paths.blogPost(post.slug)}
            className="hover:text-accent-700 hover:underline dark:hover:text-accent-300"
          >
            {post.title}
          </Link>
        </h3>
        <p className="mt-auto text-sm text-slate-600 dark:text-slate-400">
          <time dateTime={post.publishedAt}>{formatUsLongDate(post.publishedAt)}</time>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {post.readTime} min read
        </p>
      </div>
    </article>
  );
}

const STEP =
  "flex flex-col gap-1 rounded-xl border border-slate-200 p-4 transition hover:border-accent-300 hover:bg-accent-50 dark:border-slate-800 dark:hover:border-accent-700 dark:hover:bg-slate-900";

function Step({ post, direction }: { post: PostTeaser; direction: "previous" | "next" }) {
  const next = direction === "next";
  const Icon = next ? ArrowRight : ArrowLeft;
  const label = next ? "Next post" : "Previous post";
  return (
    <Link
      to={paths.blogPost(post.slug)}
      rel={next ? "next" : "prev"}
      className={`${STEP} ${next ? "items-end text-right sm:col-start-2" : "items-start"}`}
    >
      <span className="inline-flex items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
        {!next && <Icon aria-hidden="true" className="size-4" />}
        {label}
        {next && <Icon aria-hidden="true" className="size-4" />}
      </span>{" "}
      <span className="font-semibold text-accent-700 dark:text-accent-300">{post.title}</span>
    </Link>
  );
}

/**
 * Under a post: up to three related posts (its category's first, then the newest) and the
 * previous (older) and next (newer) posts. Its data comes with the page (first data); after an
 * in-app navigation it is asked for, and nothing shows until it is here or if it fails.
 */
export function RelatedPosts({ slug }: { slug: string }) {
  const { data } = useRelated(slug);
  if (!data || (!data.related.length && !data.previous && !data.next)) return null;
  const { related, previous, next } = data;
  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
      {related.length > 0 && (
        <section
          aria-labelledby="related-posts"
          className="border-t border-slate-200 pt-10 dark:border-slate-800"
        >
          <h2 id="related-posts" className="text-2xl font-bold text-slate-900 dark:text-white">
            Related posts
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-3">
            {related.map((post) => (
              <li key={post.id}>
                <RelatedCard post={post} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {(previous || next) && (
        <nav aria-label="More posts" className="mt-10 grid gap-4 sm:grid-cols-2">
          {previous && <Step post={previous} direction="previous" />}
          {next && <Step post={next} direction="next" />}
        </nav>
      )}
    </div>
  );
}
