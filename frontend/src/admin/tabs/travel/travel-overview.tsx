// The travel editor's overview: the countries visited (with their flags), the stories, and how
// many are published.
import { StatCard } from "../../components/editor-layout";
import type { TravelStory } from "./api";
import { CountryFlag } from "@/components/ui/country-flag";

import { distinctCountries } from "./countries";

export function TravelOverview({ rows: stories }: { rows: TravelStory[] | undefined }) {
  const countries = distinctCountries(stories ?? []);
  const publishedCount = (stories ?? []).filter((story) => story.isPublished).length;
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
      <div className="col-span-2 sm:col-span-1">
        <StatCard label="Countries Visited" value={stories ? countries.length : "–"}>
          {countries.length > 0 && (
            <ul aria-label="Countries" className="mt-3 flex flex-wrap gap-1.5 text-xl leading-none">
              {countries.map((country) => (
                <li key={country}>
                  <span role="img" aria-label={country} title={country}>
                    <CountryFlag country={country} className="h-4 w-[1.333rem]" />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </StatCard>
      </div>
      <StatCard label="Travel Stories" value={stories ? stories.length : "–"} />
      <StatCard label="Published" value={stories ? publishedCount : "–"}>
        {stories && stories.length > publishedCount && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {stories.length - publishedCount} not published
          </p>
        )}
      </StatCard>
    </div>
  );
}
