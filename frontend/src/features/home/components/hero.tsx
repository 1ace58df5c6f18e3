import { ArrowDown, BookOpen } from "lucide-react";
import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import type { SiteProfile } from "@/lib/initial-data";

export function Hero({ profile }: { profile: SiteProfile }) {
  const scrollToAbout = () => {
    const about = document.getElementById("about");
    if (!about) return;
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    about.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    about.focus({ preventScroll: true });
  };

  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-slate-900 to-slate-800 text-white">
      <div className="mx-auto max-w-6xl px-4 py-24 sm:px-6 sm:py-32">
        <p className="text-sm font-semibold tracking-widest text-warm-400 uppercase">
          {profile.name} · {profile.location}
        </p>
        <h1 className="mt-4 max-w-3xl text-4xl leading-tight font-bold tracking-tight sm:text-5xl">
          {profile.tagline}
        </h1>
        <div className="mt-10 flex flex-wrap gap-4">
          <button
            type="button"
            onClick={scrollToAbout}
            className="inline-flex items-center gap-2 rounded-lg bg-warm-400 px-6 py-3 font-semibold text-slate-900 transition hover:-translate-y-0.5 hover:bg-warm-100"
          >
            Explore My Journey
            <ArrowDown aria-hidden="true" className="size-4" />
          </button>
          <Link
            to={paths.blog}
            className="inline-flex items-center gap-2 rounded-lg border border-white/40 px-6 py-3 font-semibold text-white transition hover:-translate-y-0.5 hover:bg-white/10"
          >
            <BookOpen aria-hidden="true" className="size-4" />
            Read My Blog
          </Link>
        </div>
      </div>
    </section>
  );
}
