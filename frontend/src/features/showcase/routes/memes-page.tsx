import { Laugh, Settings } from "lucide-react";

import { ButtonLink } from "@/components/ui/button";
import { UpLink } from "@/components/ui/detail-page";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { usePageHead } from "@/lib/page-head";

import { useMemes } from "../api/get-memes";
import { MemeCard } from "../components/meme-card";

function MemesSkeleton() {
  return (
    <div role="status" aria-label="Loading memes" className="grid gap-8 md:grid-cols-2">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
          <div className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <Skeleton className="h-4 w-32" />
          </div>
          <Skeleton className="mt-4 aspect-video w-full" />
          <Skeleton className="mt-4 h-5 w-3/4" />
          <Skeleton className="mt-4 h-8 w-48" />
        </div>
      ))}
    </div>
  );
}

export default function MemesPage() {
  usePageHead({ page: "memes" });
  const { data, error, isLoading } = useMemes();
  const memes = data?.filter((m) => m.isPublished !== false);

  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <UpLink to={paths.home}>Back to Home</UpLink>
      <header className="mt-6 text-center">
        <h1 className="text-4xl font-bold text-slate-900 sm:text-5xl dark:text-white">
          All My Memes!
        </h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600 dark:text-slate-400">
          A little light relief from revision: the school-life jokes that made me laugh.
        </p>
      </header>

      <div className="mt-12">
        {isLoading && !memes ? (
          <MemesSkeleton />
        ) : error && !memes ? (
          <p role="alert" className="text-center text-slate-700 dark:text-slate-300">
            The memes could not be loaded. Please try again later.
          </p>
        ) : memes && memes.length > 0 ? (
          <ul className="grid gap-8 md:grid-cols-2">
            {memes.map((meme, i) => (
              <li key={meme.id}>
                <MemeCard meme={meme} eager={i === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700">
            <Laugh aria-hidden="true" className="mx-auto size-10 text-slate-400" />
            <h2 className="mt-4 text-xl font-semibold text-slate-900 dark:text-white">
              No memes yet
            </h2>
            <p className="mt-2 text-slate-600 dark:text-slate-400">
              The funny ones are on their way.
            </p>
          </div>
        )}
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
