import { Clock } from "lucide-react";

import { MetaItem } from "@/components/ui/meta-item";
import { CoverImage } from "@/components/ui/cover-image";
import { DetailPage, UpLink } from "@/components/ui/detail-page";
import { RichText } from "@/components/ui/rich-text";
import { paths } from "@/config/paths";
import { useDetailRoute } from "@/lib/detail-data";
import { formatUsLongDate } from "@/lib/format";
import { ARTICLE_SIZES } from "@/lib/srcset";

import { usePost } from "../api/get-post";
import type { BlogPost } from "../api/get-posts";
import { CategoryBadge } from "../components/category-badge";
import { OwnerPreview, useOwnerPreview } from "../components/owner-preview";
import { RelatedPosts } from "../components/related-posts";

const backToBlog = (
  <UpLink to={paths.blog} flush>
    Back to Blog
  </UpLink>
);

function PostArticle({ post }: { post: BlogPost }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      {backToBlog}
      <CoverImage
        src={post.imageUrl}
        alt={post.imageAlt || post.title}
        eager
        sizes={ARTICLE_SIZES}
        className="mt-8 rounded-2xl"
      />
      <div className="mt-8 flex flex-wrap items-center gap-4 text-sm text-slate-600 dark:text-slate-400">
        <CategoryBadge categories={post.categories} />
        <MetaItem icon={Clock}>{post.readTime} min read</MetaItem>
        <time dateTime={post.publishedAt}>{formatUsLongDate(post.publishedAt)}</time>
      </div>
      <h1 className="mt-4 text-4xl leading-tight font-bold text-slate-900 dark:text-white">
        {post.title}
      </h1>
      <p className="mt-4 text-xl text-slate-600 dark:text-slate-400">{post.excerpt}</p>
      <RichText
        html={post.content}
        format={post.contentFormat}
        className="post-body mt-10 text-lg text-slate-800 dark:text-slate-200"
        legacyElement="div"
      />
    </article>
  );
}

export default function BlogPostPage() {
  const state = useDetailRoute(usePost);
  const preview = useOwnerPreview(state.notFound);
  if (preview)
    return (
      <OwnerPreview
        slug={preview}
        article={(post) => <PostArticle post={post} />}
        otherwise={BlogPostPage}
      />
    );

  return (
    <DetailPage
      state={state}
      back={backToBlog}
      notFound={{
        title: "Post Not Found",
        message: "The blog post you're looking for doesn't exist.",
      }}
      loadingLabel="Loading post"
      width="max-w-3xl"
    >
      {(item) => (
        <>
          <PostArticle post={item} />
          <RelatedPosts slug={item.slug} />
        </>
      )}
    </DetailPage>
  );
}
