import { Mail, Trophy } from "lucide-react";
import { useState } from "react";

import { ItemList } from "@/components/ui/item-list";
import { LoadMore } from "@/components/ui/load-more";
import { ButtonLink } from "@/components/ui/button";
import { BackLink } from "@/components/ui/back-link";
import { Lightbox, type LightboxImage } from "@/components/ui/lightbox";
import {
  EmptyState,
  ListStates,
  PictureCardSkeleton,
  SkeletonList,
} from "@/components/ui/list-states";
import { PageIntro } from "@/components/ui/page-intro";
import { paths } from "@/config/paths";
import { published } from "@/lib/public-data";
import { useStagedList } from "@/lib/staged-list";
import { formatUsLongDay } from "@/lib/format";
import intros from "@/config/page-intros.json";

import { useAchievements } from "../api/get-achievements";
import { AchievementCard } from "../components/achievement-card";

export default function AchievementsPage() {
  const { query, list } = useAchievements();
  const achievements = published(list.items);
  const [viewing, setViewing] = useState<number | null>(null);
  const drawn = useStagedList(achievements ?? [], 3);

  // The viewer steps through every certificate that is a picture, in the page's order (a
  // certificate kept as a PDF opens in the browser's own viewer instead).
  const withImages = achievements?.filter((a) => a.imageUrl && !a.certificateUrl) ?? [];
  const images: LightboxImage[] = withImages.map((a) => ({
    src: a.imageUrl,
    alt: `Certificate: ${a.title}`,
    title: a.title,
    caption: [a.issuer, formatUsLongDay(a.date)].filter(Boolean).join(" · "),
  }));

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <BackLink />
      <PageIntro title={intros.achievements.title} className="mt-6">
        {intros.achievements.text}
      </PageIntro>

      <div className="mt-12">
        <ListStates
          data={achievements}
          query={query}
          skeleton={
            <SkeletonList
              label="Loading achievements"
              count={6}
              className="grid gap-8 md:grid-cols-2 lg:grid-cols-3"
            >
              <PictureCardSkeleton />
            </SkeletonList>
          }
          failedMessage="The achievements could not be loaded. Please try again later."
          empty={
            <EmptyState icon={Trophy} title="No achievements yet">
              Check back soon for new certificates!
            </EmptyState>
          }
        >
          {() => (
            <ItemList items={drawn} className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
              {(achievement, i) => {
                const imageIndex = withImages.indexOf(achievement);
                return (
                  <AchievementCard
                    achievement={achievement}
                    eager={i === 0}
                    onViewCertificate={imageIndex >= 0 ? () => setViewing(imageIndex) : undefined}
                  />
                );
              }}
            </ItemList>
          )}
        </ListStates>
        <LoadMore list={list} noun="achievements" />
      </div>

      <section
        aria-labelledby="achievements-contact"
        className="mt-16 rounded-2xl bg-slate-50 px-6 py-10 text-center dark:bg-slate-900"
      >
        <h2
          id="achievements-contact"
          className="text-2xl font-semibold text-slate-900 dark:text-white"
        >
          Want to know more?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-slate-600 dark:text-slate-400">
          Ask me about any of these, or about a competition or course you think I would enjoy.
        </p>
        <ButtonLink to={paths.contact} className="mt-6" icon={Mail}>
          Get in Touch
        </ButtonLink>
      </section>

      <Lightbox images={images} index={viewing} onIndexChange={setViewing} />
    </div>
  );
}
