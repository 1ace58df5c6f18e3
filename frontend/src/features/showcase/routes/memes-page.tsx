import { Laugh, Settings } from "lucide-react";

import { ItemList } from "@/components/ui/item-list";
import { LoadMore } from "@/components/ui/load-more";
import { ButtonLink } from "@/components/ui/button";
import { UpLink } from "@/components/ui/detail-page";
import { EmptyState, ListStates, SkeletonList } from "@/components/ui/list-states";
import { Skeleton, Skeletons } from "@/components/ui/skeleton";
import { PageIntro } from "@/components/ui/page-intro";
import { paths } from "@/config/paths";
import { published } from "@/lib/public-data";

import { useMemes } from "../api/get-memes";
import { MemeCard } from "../components/meme-card";

function MemesSkeleton() {
  return (
    <SkeletonList
      label="Loading memes"
      count={4}
      className="grid gap-8 md:grid-cols-2"
      cardClassName="p-5"
    >
      <div className="flex items-center gap-3">
        <Skeleton className="size-10 rounded-full" />
        <Skeleton className="h-4 w-32" />
      </div>
      <Skeletons shapes="mt-4 aspect-video w-full | mt-4 h-5 w-3/4 | mt-4 h-8 w-48" />
    </SkeletonList>
  );
}

export default function MemesPage() {
  const { query, list: pages } = useMemes();
  const memes = published(pages.items);

  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <UpLink to={paths.home}>Back to Home</UpLink>
      <PageIntro title="All My Memes!" centered className="mt-6">
        A little light relief from revision: the school-life jokes that made me laugh.
      </PageIntro>

      <div className="mt-12">
        <ListStates
          data={memes}
          query={query}
          skeleton={<MemesSkeleton />}
          failedMessage="The memes could not be loaded. Please try again later."
          failedClassName="text-center"
          empty={
            <EmptyState icon={Laugh} title="No memes yet">
              The funny ones are on their way.
            </EmptyState>
          }
        >
          {(list) => (
            <>
              <ItemList items={list} className="grid gap-8 md:grid-cols-2">
                {(meme, i) => <MemeCard meme={meme} eager={i === 0} />}
              </ItemList>
              <LoadMore list={pages} noun="memes" />
            </>
          )}
        </ListStates>
      </div>

      <section
        aria-labelledby="more-memes"
        className="mt-16 rounded-2xl bg-slate-50 px-6 py-10 text-center dark:bg-slate-900"
      >
        <h2 id="more-memes" className="text-xl font-semibold text-slate-900 dark:text-white">
          Want to add more memes?
        </h2>
        <ButtonLink to={paths.admin} className="mt-5" icon={Settings}>
          Admin Panel
        </ButtonLink>
      </section>
    </div>
  );
}
