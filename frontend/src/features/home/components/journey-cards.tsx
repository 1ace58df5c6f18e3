import {
  Award,
  BookOpen,
  GraduationCap,
  Newspaper,
  Plane,
  Rocket,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router-dom";

import { IconTile } from "@/components/ui/icon-tile";
import { paths } from "@/config/paths";
import { useSiteFigures, type SiteFigures } from "@/lib/site-figures";

type JourneyCard = {
  anchor?: string; // the footer links to /#achievements and /#media
  to: string;
  title: string;
  blurb: string;
  /** Which of the site's figures the card shows ("15+ Articles"), if any. */
  figure?: keyof SiteFigures;
  icon: LucideIcon;
};

// The specification fixes these six cards and their routes; their figures come from the site
// (typed by the owner or counted from the content, GET /api/site-figures).
const CARDS: JourneyCard[] = [
  {
    to: paths.blog,
    title: "My Blogs",
    blurb: "Essays and articles on what I learn and wonder about.",
    figure: "articles",
    icon: BookOpen,
  },
  {
    to: paths.gcseJourney,
    title: "My GCSE Journey",
    blurb: "Weekly study notes and progress across my subjects.",
    figure: "progress",
    icon: GraduationCap,
  },
  {
    anchor: "achievements",
    to: paths.achievements,
    title: "Achievements & Certificates",
    blurb: "Competitions, awards and courses completed.",
    figure: "certificates",
    icon: Award,
  },
  {
    anchor: "media",
    to: paths.media,
    title: "Media & Publications",
    blurb: "Articles I have published and appearances I have made.",
    icon: Newspaper,
  },
  {
    to: paths.travel,
    title: "Travel Journey",
    blurb: "Stories and photos from places around the world.",
    figure: "countries",
    icon: Plane,
  },
  {
    to: paths.projects,
    title: "Projects & Ventures",
    blurb: "Websites and ventures I have built and run.",
    icon: Rocket,
  },
];

export function JourneyCards() {
  const figures = useSiteFigures();
  return (
    <section aria-labelledby="journey-heading" className="bg-slate-50 py-20 dark:bg-slate-900">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2
          id="journey-heading"
          className="text-center text-3xl font-bold text-slate-900 dark:text-white"
        >
          Explore My Journey
        </h2>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {CARDS.map(({ anchor, to, title, blurb, figure, icon: Icon }) => {
            const stat = figure && figures?.[figure];
            return (
              <li key={to} id={anchor} className="scroll-mt-20">
                <Link
                  to={to}
                  className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-1 hover:shadow-md dark:border-slate-800 dark:bg-slate-950"
                >
                  <IconTile icon={Icon} size="lg" />
                  <span className="mt-5 text-xl font-semibold text-slate-900 group-hover:text-accent-700 dark:text-white dark:group-hover:text-accent-300">
                    {title}
                  </span>
                  <span className="mt-2 flex-1 text-slate-600 dark:text-slate-400">{blurb}</span>
                  {stat && (
                    <span className="mt-5 inline-flex w-fit rounded-full bg-warm-100 px-3 py-1 text-sm font-semibold text-warm-800">
                      {stat}
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
