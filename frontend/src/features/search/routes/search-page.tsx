import { useSearchParams } from "react-router-dom";

import { SearchForm } from "@/components/ui/search-form";

import { useSearch } from "../api/search";
import { SearchResults } from "../components/search-results";

/** /search?q=...: the site search. The server sends the results in the page's HTML
 * (apps/pages/loaders/search.py); a search from here or the header opens them in place. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const query = params.get("q") ?? "";
  const shown = query.split(/\s+/).filter(Boolean).join(" ");
  const search = useSearch(query);

  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold text-slate-900 dark:text-white">Search</h1>
      <SearchForm
        key={query}
        id="search-page-query"
        variant="page"
        defaultValue={query}
        className="mt-8"
      />
      <div className="mt-10">
        <SearchResults query={shown} results={search.data} state={search} />
      </div>
    </div>
  );
}
