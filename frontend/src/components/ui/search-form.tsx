import { Search } from "lucide-react";
import type { FormEvent } from "react";
import { useNavigate } from "react-router-dom";

import { paths } from "@/config/paths";

/**
 * The site search's form: a labelled search box that opens /search?q=... A plain GET form to
 * /search, so it works before the app has started (the server's first screen draws the same
 * markup); once it has, the app opens the results without reloading the page.
 *
 * `header`: the wide header's compact box, its magnifier the button (Enter searches too).
 * `menu` (the phone menu) and `page` (the search page): a box and a Search button.
 */
export function SearchForm({
  id,
  variant,
  defaultValue = "",
  className = "",
}: {
  /** The input's id (two forms may be on one page). */
  id: string;
  variant: "header" | "menu" | "page";
  defaultValue?: string;
  /** Placement only (margins, visibility). */
  className?: string;
}) {
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const query = (new FormData(form).get("q") ?? "").toString().trim();
    navigate(query ? paths.searchResults(query) : paths.search);
    // The header's box is a way in, not the search itself: the results page shows the query.
    if (variant !== "page") form.reset();
  };

  const compact = variant === "header";
  return (
    <form
      role="search"
      // Two search landmarks on a page (the header's and the search page's, or a list's own
      // filter) are told apart by their names.
      aria-label={variant === "page" ? "Search the site" : "Site"}
      action={paths.search}
      onSubmit={onSubmit}
      className={`${compact ? "relative" : "flex gap-2"} ${className}`.trim()}
    >
      <label htmlFor={id} className="sr-only">
        Search the site
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={defaultValue}
        placeholder={variant === "page" ? "Search the site" : "Search"}
        maxLength={200}
        enterKeyHint="search"
        autoComplete="off"
        className={`${compact ? "w-44 py-1.5 pr-2 pl-8 text-sm" : "min-w-0 flex-1 px-4 py-2.5"} rounded-lg border border-slate-300 bg-white text-slate-900 placeholder:text-slate-500 focus:border-accent-600 focus:ring-2 focus:ring-accent-600/30 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400`}
      />
      {compact ? (
        // After the box (the order Tab takes), drawn inside it on the left.
        <button
          type="submit"
          className="absolute inset-y-0 left-0 flex items-center rounded-l-lg pr-1.5 pl-2.5 text-slate-500 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
        >
          <Search aria-hidden="true" className="size-4" />
          <span className="sr-only">Search</span>
        </button>
      ) : (
        <button
          type="submit"
          className="inline-flex items-center gap-2 rounded-lg bg-accent-700 px-4 py-2.5 font-medium text-white hover:bg-accent-800"
        >
          <Search aria-hidden="true" className="size-4" />
          Search
        </button>
      )}
    </form>
  );
}
