import { Link } from "react-router-dom";

import { paths } from "@/config/paths";

import { categorySlug } from "../lib/category-slug";

const STYLES: [RegExp, string][] = [
  [
    /geograph|travel/i,
    "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200",
  ],
  [/educat|academ/i, "bg-blue-100 text-blue-800 dark:bg-blue-900/40 dark:text-blue-200"],
  [/scien|research/i, "bg-purple-100 text-purple-800 dark:bg-purple-900/40 dark:text-purple-200"],
  [/technolog/i, "bg-orange-100 text-orange-800 dark:bg-orange-900/40 dark:text-orange-200"],
];
const DEFAULT_STYLE = "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200";
const SHAPE = "inline-flex rounded-full px-3 py-1 text-xs font-semibold";

/** The first category of a post, or 'general', in the colour of its family: a link to the
 * category's page ("Category: Science" to a screen reader). 'general' (a post without
 * categories) and a name with nothing a slug can keep have no page, so they are not links. */
export function CategoryBadge({ categories }: { categories: string[] }) {
  const label = categories[0] || "general";
  const style = STYLES.find(([pattern]) => pattern.test(label))?.[1] ?? DEFAULT_STYLE;
  const slug = categories[0] ? categorySlug(categories[0]) : "";
  if (!slug) return <span className={`${SHAPE} ${style}`}>{label}</span>;
  return (
    <Link
      to={paths.blogCategory(slug)}
      className={`${SHAPE} ${style} underline-offset-2 hover:underline`}
    >
      <span className="sr-only">Category:</span> {label}
    </Link>
  );
}
