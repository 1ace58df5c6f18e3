import { useLocation, useParams } from "react-router-dom";

import { NotFoundBlock, UpLink } from "@/components/ui/detail-page";
import { ItemList } from "@/components/ui/item-list";
import { PictureCardSkeleton, SkeletonList } from "@/components/ui/list-states";
import { LoadMore } from "@/components/ui/load-more";
import { PageIntro } from "@/components/ui/page-intro";
import { Skeletons } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { isServerNotFound } from "@/lib/initial-data";
import type { PagedList } from "@/lib/paged-list";
import { useStagedList } from "@/lib/staged-list";

import { useCategory } from "../api/get-category";
import type { BlogPostSummary } from "../api/get-posts";
import { PostCard } from "../components/post-card";

const GRID = "grid gap-8 md:grid-cols-2 lg:grid-cols-3";

const backToBlog = (
  <UpLink to={paths.blog} flush>
    Back to Blog
  </UpLink>
);

/** The category's posts loaded so far (its first page, then the pages 'Load more' adds). */
function CategoryPosts({ list }: { list: PagedList<BlogPostSummary> }) {
  // Two rows of three first; the other cards follow a few at a time.
  const shown = useStagedList(list.items ?? [], 6);
  return (
    <>
      <ItemList items={shown} className={GRID}>
        {(post, i) => <PostCard post={post} eager={i === 0} />}
      </ItemList>
      <LoadMore list={list} noun="posts" />
    </>
  );
}

/** /blog/category/:slug: a category's published posts, newest first, as the blog lists them. */
export default function BlogCategoryPage() {
  const { slug } = useParams();
  const { pathname } = useLocation();
  const notFoundOnServer = isServerNotFound(pathname);
  const { query, list } = useCategory(slug, { skip: notFoundOnServer });
  const { data, error, isLoading } = query;
  const notFound = notFoundOnServer || (error instanceof ApiError && error.status === 404 && !data);

  if (notFound) {
    return (
      <NotFoundBlock
        title="Category Not Found"
        message="The category you're looking for doesn't exist."
      >
        {backToBlog}
      </NotFoundBlock>
    );
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      {backToBlog}
      {data ? (
        <>
          <PageIntro title={data.name} className="mt-6">
            Every post I have written about {data.name}, newest first.
          </PageIntro>
          <div className="mt-12">
            <CategoryPosts list={list} />
          </div>
        </>
      ) : error && !isLoading ? (
        <p role="alert" className="mt-8 text-slate-700 dark:text-slate-300">
          The posts could not be loaded. Please try again later.
        </p>
      ) : (
        <>
          <Skeletons shapes="mt-6 h-10 w-64 | mt-4 h-7 w-full max-w-xl" />
          <SkeletonList label="Loading posts" count={3} className={`mt-12 ${GRID}`}>
            <PictureCardSkeleton />
          </SkeletonList>
        </>
      )}
    </div>
  );
}
