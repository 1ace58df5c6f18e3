import {
  Award,
  Compass,
  BookOpen,
  FileText,
  GraduationCap,
  Home,
  Laugh,
  Mail,
  Map as MapIcon,
  MessageSquareQuote,
  Newspaper,
  Plane,
  Rocket,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router-dom";

import { IconTile } from "@/components/ui/icon-tile";
import { ButtonLink } from "@/components/ui/button";
import { PageIntro } from "@/components/ui/page-intro";
import { paths } from "@/config/paths";
import { useSiteFigures } from "@/lib/site-figures";
import intros from "@/config/page-intros.json";

type SitePage = { to: string; title: string; description: string; icon: LucideIcon };
type Category = { name: string; pages: SitePage[] };

// Twelve pages in six categories (specification: Main, Academic, Portfolio, Personal, Connect,
// Legal). Cards link to the pages themselves, not the home page's anchors.
export const CATEGORIES: Category[] = [
  {
    name: "Main",
    pages: [
      {
        to: paths.home,
        title: "Home",
        description: "Start here: who I am and what I do.",
        icon: Home,
      },
      {
        to: paths.blog,
        title: "My Blogs",
        description: "Articles on learning, science, travel and the world.",
        icon: BookOpen,
      },
    ],
  },
  {
    name: "Academic",
    pages: [
      {
        to: paths.gcseJourney,
        title: "GCSE Journal",
        description: "Weekly study notes and progress across my subjects.",
        icon: GraduationCap,
      },
      {
        to: paths.achievements,
        title: "Achievements",
        description: "Awards, certificates and competitions.",
        icon: Award,
      },
    ],
  },
  {
    name: "Portfolio",
    pages: [
      {
        to: paths.media,
        title: "Media & Publications",
        description: "Articles I have published and appearances I have made.",
        icon: Newspaper,
      },
      {
        to: paths.projects,
        title: "Projects",
        description: "Websites and ventures I have built, with their progress.",
        icon: Rocket,
      },
    ],
  },
  {
    name: "Personal",
    pages: [
      {
        to: paths.travel,
        title: "Travel",
        description: "Stories and photos from places around the world.",
        icon: Plane,
      },
      {
        to: paths.memes,
        title: "Memes",
        description: "A light-hearted gallery of my favourite memes.",
        icon: Laugh,
      },
    ],
  },
  {
    name: "Connect",
    pages: [
      {
        to: paths.testimonials,
        title: "Testimonials",
        description: "Share your experience of working with me.",
        icon: MessageSquareQuote,
      },
      {
        to: paths.contact,
        title: "Contact",
        description: "Send me a message; I usually reply within 24-48 hours.",
        icon: Mail,
      },
    ],
  },
  {
    name: "Legal",
    pages: [
      {
        to: paths.privacyPolicy,
        title: "Privacy Policy",
        description: "How this site protects your information (COPPA).",
        icon: FileText,
      },
      {
        to: paths.sitemap,
        title: "Site Map",
        description: "Every page of the site on one page.",
        icon: MapIcon,
      },
    ],
  },
];

export const TOTAL_PAGES = CATEGORIES.reduce((sum, category) => sum + category.pages.length, 0);

/** The overview's figures. Countries is the site's figure (typed by the owner or counted from
 * the stories): its number above the word, and left out while there is nothing to count. */
function overview(countries: string | null | undefined) {
  const value = countries?.replace(/\s+Countr(y|ies)$/i, "");
  return [
    { value: String(TOTAL_PAGES), label: "Total pages" },
    { value: String(CATEGORIES.length), label: "Categories" },
    ...(value ? [{ value, label: "Countries" }] : []),
    { value: "100%", label: "COPPA compliant" },
  ];
}

export default function SiteMapPage() {
  const stats = overview(useSiteFigures()?.countries);

  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <PageIntro title={intros.sitemap.title}>{intros.sitemap.text}</PageIntro>

      <section aria-labelledby="overview-heading" className="mt-10">
        <h2 id="overview-heading" className="sr-only">
          Overview
        </h2>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col rounded-2xl border border-slate-200 bg-slate-50 p-5 text-center dark:border-slate-800 dark:bg-slate-900"
            >
              <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">
                {stat.label}
              </dt>
              <dd className="order-first text-3xl font-bold text-accent-700 dark:text-accent-300">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="mt-14 grid gap-x-8 gap-y-12 md:grid-cols-2 lg:grid-cols-3">
        {CATEGORIES.map((category) => (
          <section key={category.name} aria-labelledby={`category-${category.name}`}>
            <h2
              id={`category-${category.name}`}
              className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
            >
              {category.name}
            </h2>
            <ul className="mt-4 space-y-4">
              {category.pages.map(({ to, title, description, icon: Icon }) => (
                <li key={to}>
                  <Link
                    to={to}
                    className="group flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-accent-300 hover:shadow-md dark:border-slate-800 dark:bg-slate-950 dark:hover:border-accent-700"
                  >
                    <IconTile icon={Icon} />
                    <span className="min-w-0">
                      <span className="block font-semibold text-slate-900 group-hover:text-accent-700 dark:text-white dark:group-hover:text-accent-300">
                        {title}
                      </span>
                      <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
                        {description}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>

      <section
        aria-labelledby="sitemap-contact-heading"
        className="mt-16 flex flex-col items-start gap-6 rounded-2xl bg-slate-900 p-8 text-white sm:flex-row sm:items-center sm:justify-between dark:bg-slate-800"
      >
        <div className="flex gap-4">
          <Compass aria-hidden="true" className="mt-1 size-6 shrink-0 text-warm-400" />
          <div>
            <h2 id="sitemap-contact-heading" className="text-xl font-semibold">
              Can&apos;t find what you are looking for?
            </h2>
            <p className="mt-1 text-slate-300">Send me a message and I will point you to it.</p>
          </div>
        </div>
        <ButtonLink to={paths.contact} variant="inverse" className="shrink-0" icon={Mail}>
          Get in Touch
        </ButtonLink>
      </section>
    </div>
  );
}
