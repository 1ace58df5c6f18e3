import { BookOpen } from "lucide-react";

import { ItemList } from "@/components/ui/item-list";
import {
  EmptyState,
  ListStates,
  PictureCardSkeleton,
  SkeletonList,
} from "@/components/ui/list-states";
import { LoadMore } from "@/components/ui/load-more";
import { PageIntro } from "@/components/ui/page-intro";
import { useStagedList } from "@/lib/staged-list";
import intros from "@/config/page-intros.json";

import { usePosts } from "../api/get-posts";
import { PostCard } from "../components/post-card";

export default function BlogListPage() {
  const { query, list } = usePosts();
  const posts = list.items;
  // Two rows of three first; the other cards follow a few at a time.
  const shown = useStagedList(posts ?? [], 6);

  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <PageIntro title={intros.blog.title}>{intros.blog.text}</PageIntro>
      <div className="mt-12">
        <ListStates
          data={posts}
          query={query}
          skeleton={
            <SkeletonList
              label="Loading posts"
              count={6}
              className="grid gap-8 md:grid-cols-2 lg:grid-cols-3"
            >
              <PictureCardSkeleton />
            </SkeletonList>
          }
          failedMessage="The posts could not be loaded. Please try again later."
          empty={
            <EmptyState icon={BookOpen} title="No blog posts yet">
              Check back soon for new content!
            </EmptyState>
          }
        >
          {() => (
            <>
              <ItemList items={shown} className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
                {(post, i) => <PostCard post={post} eager={i === 0} />}
              </ItemList>
              <LoadMore list={list} noun="posts" />
            </>
          )}
        </ListStates>
      </div>
    </div>
  );
}
