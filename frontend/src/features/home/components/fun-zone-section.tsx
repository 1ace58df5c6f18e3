import { Laugh } from "lucide-react";

import { ButtonLink } from "@/components/ui/button";
import { CoverImage } from "@/components/ui/cover-image";
import { paths } from "@/config/paths";
import { HALF_SIZES } from "@/lib/srcset";

import { useMemes } from "../api/get-home-sections";
import { FUN_ZONE_HEADING, FunZoneSkeleton } from "./home-skeletons";
import { HomeSection } from "./home-section";

export default function FunZoneSection() {
  const { data: memes, isLoading } = useMemes();
  if (isLoading && !memes) return <FunZoneSkeleton />;
  const shown = (memes ?? []).slice(0, 2);

  return (
    <div className="bg-warm-100/60 dark:bg-slate-900">
      <HomeSection
        heading={FUN_ZONE_HEADING}
        intro="Study hard, laugh harder: a few of my favourite memes."
      >
        {shown.length > 0 && (
          <ul className="mt-12 grid gap-6 md:grid-cols-2">
            {shown.map((meme) => (
              <li
                key={meme.id}
                className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-950"
              >
                <CoverImage
                  src={meme.imageUrl}
                  alt={meme.caption}
                  sizes={HALF_SIZES}
                  fallback={
                    <p className="flex aspect-video items-center justify-center bg-slate-900 p-8 text-center text-xl font-semibold text-white">
                      {meme.text}
                    </p>
                  }
                />
                <div className="p-5">
                  <p className="text-sm font-medium text-slate-600 dark:text-slate-400">
                    {meme.authorHandle}
                  </p>
                  <p className="mt-1 text-slate-900 dark:text-white">{meme.caption}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-10 text-center">
          <ButtonLink to={paths.memes} variant="secondary" weight="medium" icon={Laugh}>
            See All My Memes
          </ButtonLink>
        </p>
      </HomeSection>
    </div>
  );
}
