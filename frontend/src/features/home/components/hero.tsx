import { ArrowDown, BookOpen } from "lucide-react";

import { Button, ButtonLink } from "@/components/ui/button";
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
          {profile.headline || profile.tagline}
        </h1>
        <div className="mt-10 flex flex-wrap gap-4">
          <Button variant="hero" size="lg" onClick={scrollToAbout} iconEnd={ArrowDown}>
            Explore My Journey
          </Button>
          <ButtonLink to={paths.blog} variant="heroOutline" size="lg" icon={BookOpen}>
            Read My Blog
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
