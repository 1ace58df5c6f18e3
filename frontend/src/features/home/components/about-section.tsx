import type { SiteProfile } from "@/lib/initial-data";
import { srcsetFor } from "@/lib/srcset";

export function AboutSection({ profile }: { profile: SiteProfile }) {
  return (
    <section
      id="about"
      tabIndex={-1}
      aria-labelledby="about-heading"
      className="mx-auto max-w-3xl px-4 py-20 sm:px-6"
    >
      <div className="flex items-center gap-5">
        {profile.avatarUrl && (
          // The portrait is a photo of the student: its alt text is the one the browser tests use.
          // eslint-disable-next-line jsx-a11y/img-redundant-alt -- a portrait, said to be one
          <img
            src={profile.avatarUrl}
            srcSet={srcsetFor(profile.avatarUrl)}
            sizes={srcsetFor(profile.avatarUrl) ? "96px" : undefined}
            alt={`Photo of ${profile.name}`}
            width={96}
            height={96}
            loading="lazy"
            decoding="async"
            className="size-20 shrink-0 rounded-full bg-slate-100 object-cover sm:size-24 dark:bg-slate-800"
          />
        )}
        <h2 id="about-heading" className="text-3xl font-bold text-slate-900 dark:text-white">
          Hello, I&apos;m {profile.name}
        </h2>
      </div>
      {profile.bio && (
        <p className="mt-6 text-lg text-slate-700 dark:text-slate-300">{profile.bio}</p>
      )}
    </section>
  );
}
