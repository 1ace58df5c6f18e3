// The specification's article category colours, with a default for any other category.
// Each pair meets WCAG AA (4.5:1) in both colour schemes.
const STYLES: Record<string, string> = {
  environment: "bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200",
  education: "bg-blue-100 text-blue-800 dark:bg-blue-900/50 dark:text-blue-200",
  politics: "bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200",
  culture: "bg-purple-100 text-purple-800 dark:bg-purple-900/50 dark:text-purple-200",
};
const DEFAULT_STYLE = "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200";

export function categoryStyle(category: string): string {
  return STYLES[category.trim().toLowerCase()] ?? DEFAULT_STYLE;
}

export function MediaCategoryBadge({ category }: { category: string }) {
  if (!category) return null;
  return (
    <span
      className={`inline-flex rounded-full px-3 py-1 text-xs font-semibold ${categoryStyle(category)}`}
    >
      {category}
    </span>
  );
}
