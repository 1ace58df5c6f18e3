import { SearchX } from "lucide-react";
import { Link } from "react-router-dom";

import { EmptyState, ListStates, SkeletonList } from "@/components/ui/list-states";
import { Skeletons } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-client";
import { formatUsLongDay } from "@/lib/format";

import type { SearchResult } from "../api/search";
import { HighlightedSnippet } from "./highlighted-snippet";

/** One result: what it is, its date, its title (the link to it) and where the words were
 * found. The server's first screen draws the same markup (first_screen/search.html). */
export function SearchResultCard({ result }: { result: SearchResult }) {
  return (
    <article className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span className="inline-flex rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold text-accent-800 dark:bg-slate-800 dark:text-accent-300">
          {result.type}
        </span>
        {result.date && (
          <time dateTime={result.date} className="text-slate-600 dark:text-slate-400">
            {formatUsLongDay(result.date)}
          </time>
        )}
      </div>
      <h2 className="mt-3 text-xl font-semibold text-slate-900 dark:text-white">
        <Link
          to={result.url}
          className="rounded-sm hover:text-accent-700 hover:underline dark:hover:text-accent-300"
        >
          {result.title}
        </Link>
      </h2>
      {result.snippet && (
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          <HighlightedSnippet snippet={result.snippet} />
        </p>
      )}
    </article>
  );
}

/** Why the search failed: the server's words when it asks the visitor to wait (429, the
 * search budget the page and the API share), else a general message. */
function failedMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) {
    const detail = (error.body as { detail?: unknown } | undefined)?.detail;
    if (typeof detail === "string") return detail;
  }
  return "The search could not be done. Please try again later.";
}

/** What a search found for `query`, or why there is nothing to show. */
export function SearchResults({
  query,
  results,
  state,
}: {
  query: string;
  results: SearchResult[] | undefined;
  state: { isLoading: boolean; error?: unknown };
}) {
  if (!query.trim()) {
    return (
      <p className="text-lg text-slate-600 dark:text-slate-400">
        Search the blog, the GCSE journal, travel stories and projects.
      </p>
    );
  }
  return (
    <ListStates
      data={results}
      query={state}
      skeleton={
        <SkeletonList label="Searching" count={3} className="space-y-4">
          <Skeletons shapes="h-5 w-24 | mt-4 h-6 w-3/4 | mt-3 h-12 w-full" />
        </SkeletonList>
      }
      failedMessage={failedMessage(state.error)}
      empty={
        <EmptyState icon={SearchX} title={`No results for “${query.trim()}”.`}>
          Try other words.
        </EmptyState>
      }
    >
      {(found) => (
        <>
          <p role="status" className="text-slate-600 dark:text-slate-400">
            {found.length === 1 ? "1 result" : `${found.length} results`} for “{query.trim()}”
          </p>
          <ol className="mt-4 space-y-4">
            {found.map((result) => (
              <li key={result.url}>
                <SearchResultCard result={result} />
              </li>
            ))}
          </ol>
        </>
      )}
    </ListStates>
  );
}
