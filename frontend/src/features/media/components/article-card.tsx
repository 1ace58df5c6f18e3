import { CalendarDays, Clock, ExternalLink, Newspaper, Star } from "lucide-react";

import { MetaItem } from "@/components/ui/meta-item";
import { buttonClass } from "@/components/ui/button";
import { CoverImage } from "@/components/ui/cover-image";
import { formatUsLongDate } from "@/lib/format";
import { FEATURED_ARTICLE_SIZES, HALF_SIZES } from "@/lib/srcset";

import type { MediaItem } from "../api/get-media-items";
import { MediaCategoryBadge } from "./media-category-badge";
import { ShareButton } from "./share-button";

type Props = { article: MediaItem; eager?: boolean };

/** One article; the featured one is laid out wide, with its picture beside the text. */
export function ArticleCard({ article, eager = false }: Props) {
  const featured = article.featured;
  // An article without its own address shares this page instead.
  const shareUrl = article.url || `${window.location.origin}/media`;

  return (
    <article
      aria-labelledby={`article-${article.id}`}
      className={`flex h-full overflow-hidden rounded-2xl border bg-white shadow-sm transition hover:shadow-md dark:bg-slate-900 ${
        featured
          ? "flex-col border-warm-400 ring-1 ring-warm-400/60 lg:flex-row dark:border-warm-400/70"
          : "flex-col border-slate-200 dark:border-slate-800"
      }`}
    >
      <CoverImage
        src={article.imageUrl}
        alt={article.title}
        eager={eager}
        sizes={featured ? FEATURED_ARTICLE_SIZES : HALF_SIZES}
        frameClassName={`relative ${featured ? "lg:w-1/2 lg:shrink-0" : ""}`}
        className={featured ? "lg:aspect-auto lg:h-full" : ""}
      />
      <div className={`flex flex-1 flex-col p-6 ${featured ? "sm:p-8" : ""}`}>
        <div className="flex flex-wrap items-center gap-2">
          {featured && (
            <span className="inline-flex items-center gap-1 rounded-full bg-warm-400 px-3 py-1 text-xs font-bold text-slate-900">
              <Star aria-hidden="true" className="size-3.5 fill-current" />
              Featured
            </span>
          )}
          <MediaCategoryBadge category={article.category} />
        </div>
        {article.publication && (
          <p className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-accent-700 dark:text-accent-300">
            <Newspaper aria-hidden="true" className="size-4" />
            {article.publication}
          </p>
        )}
        <h3
          id={`article-${article.id}`}
          className={`mt-2 font-semibold text-slate-900 dark:text-white ${
            featured ? "text-2xl sm:text-3xl" : "text-xl"
          }`}
        >
          {article.title}
        </h3>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
          <MetaItem icon={CalendarDays}>
            <time dateTime={article.publishedAt}>{formatUsLongDate(article.publishedAt)}</time>
          </MetaItem>
          {article.readTime ? <MetaItem icon={Clock}>{article.readTime} min read</MetaItem> : null}
        </div>
        {article.description && (
          <p
            className={`mt-4 flex-1 text-slate-600 dark:text-slate-400 ${featured ? "text-lg" : ""}`}
          >
            {article.description}
          </p>
        )}
        <div className="mt-6 flex items-center gap-3">
          {article.url && (
            <a
              href={article.url}
              aria-label={`Read Article: ${article.title} (opens in a new tab)`}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass({ size: "sm" })}
            >
              Read Article
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          )}
          <ShareButton title={article.title} url={shareUrl} />
        </div>
      </div>
    </article>
  );
}
