import { BookOpen, Mail, Mic, Newspaper } from "lucide-react";
import type { ReactNode } from "react";

import { ItemList } from "@/components/ui/item-list";
import { LoadMore } from "@/components/ui/load-more";
import { ButtonLink } from "@/components/ui/button";
import { BackLink } from "@/components/ui/back-link";
import { EmptyState, ListStates } from "@/components/ui/list-states";
import { Skeleton, Skeletons } from "@/components/ui/skeleton";
import { PageIntro } from "@/components/ui/page-intro";
import { paths } from "@/config/paths";
import { published } from "@/lib/public-data";
import intros from "@/config/page-intros.json";

import { useMediaItems, type MediaItem } from "../api/get-media-items";
import { AppearanceCard } from "../components/appearance-card";
import { ArticleCard } from "../components/article-card";

function MediaSkeleton() {
  return (
    <div role="status" aria-label="Loading articles and appearances">
      <div className="grid gap-8 md:grid-cols-2">
        <div className="grid overflow-hidden rounded-2xl border border-slate-200 md:col-span-2 lg:grid-cols-2 dark:border-slate-800">
          <Skeleton className="aspect-video rounded-none" />
          <div className="p-8">
            <Skeletons shapes="h-5 w-32 | mt-6 h-8 w-3/4 | mt-6 h-20 w-full" />
          </div>
        </div>
        {Array.from({ length: 2 }, (_, i) => (
          <div key={i} className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
            <Skeletons shapes="aspect-video w-full | mt-6 h-6 w-3/4 | mt-4 h-12 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** Articles with the featured ones first (each keeps the API's newest-first order). */
function orderArticles(items: MediaItem[]): MediaItem[] {
  const articles = items.filter((item) => item.type === "article");
  return [...articles.filter((a) => a.featured), ...articles.filter((a) => !a.featured)];
}

/** One of the page's two sections: its heading, then its cards or what says there are none. */
function Section({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}

export default function MediaPage() {
  const { query, list } = useMediaItems();
  const items = published(list.items);
  const articles = items ? orderArticles(items) : [];
  const appearances = items?.filter((item) => item.type !== "article") ?? [];

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <BackLink />
      <PageIntro title={intros.media.title} className="mt-6">
        {intros.media.text}
      </PageIntro>

      <ListStates
        data={items}
        query={query}
        skeleton={
          <div className="mt-12">
            <MediaSkeleton />
          </div>
        }
        failedMessage="The articles could not be loaded. Please try again later."
        failedClassName="mt-12"
      >
        {() => (
          <>
            <Section id="featured-articles" title="Featured Articles" className="mt-12">
              {articles.length > 0 ? (
                <ul className="grid gap-8 md:grid-cols-2">
                  {articles.map((article, i) => (
                    <li
                      key={article.id}
                      data-featured={article.featured || undefined}
                      className={article.featured ? "md:col-span-2" : ""}
                    >
                      <ArticleCard article={article} eager={i === 0} />
                    </li>
                  ))}
                </ul>
              ) : list.hasMore ? null : (
                <EmptyState icon={Newspaper} title="No articles yet" level={3}>
                  Check back soon for new writing!
                </EmptyState>
              )}
            </Section>

            <Section id="media-appearances" title="Media Appearances" className="mt-16">
              {appearances.length > 0 ? (
                <ItemList items={appearances} className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
                  {(item) => <AppearanceCard item={item} />}
                </ItemList>
              ) : list.hasMore ? (
                // None among the pages loaded so far: 'Load more' below may bring some.
                <p className="text-slate-600 dark:text-slate-400">More below.</p>
              ) : (
                <EmptyState icon={Mic} title="No media appearances yet" level={3}>
                  Podcasts and panels will appear here.
                </EmptyState>
              )}
            </Section>
            <LoadMore list={list} noun="articles and appearances" />
          </>
        )}
      </ListStates>

      <section
        aria-labelledby="media-contact"
        className="mt-16 rounded-2xl bg-slate-50 px-6 py-10 text-center dark:bg-slate-900"
      >
        <h2 id="media-contact" className="text-2xl font-semibold text-slate-900 dark:text-white">
          Working on a story?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-slate-600 dark:text-slate-400">
          I am happy to write, speak or be interviewed about education, the environment and growing
          up global.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to={paths.contact} className="justify-center" icon={Mail}>
            Get in Touch
          </ButtonLink>
          <ButtonLink
            to={paths.blog}
            variant="secondary"
            className="justify-center"
            icon={BookOpen}
          >
            Read My Blog
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
