import type { SiteProfile } from "@/lib/initial-data";

export function AboutSection({ profile }: { profile: SiteProfile }) {
  return (
    <section
      id="about"
      tabIndex={-1}
      aria-labelledby="about-heading"
      className="mx-auto max-w-3xl px-4 py-20 sm:px-6"
    >
      <h2 id="about-heading" className="text-3xl font-bold text-slate-900 dark:text-white">
        Hello, I&apos;m {profile.name}
      </h2>
      {profile.bio && (
        <p className="mt-6 text-lg text-slate-700 dark:text-slate-300">{profile.bio}</p>
      )}
    </section>
  );
}
