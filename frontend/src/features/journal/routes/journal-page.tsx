import { NotebookPen, Search } from "lucide-react";
import { useDeferredValue, useMemo, useState } from "react";

import { ItemList } from "@/components/ui/item-list";
import { LoadMore } from "@/components/ui/load-more";
import { FilterTabs, filterPanelProps } from "@/components/ui/filter-tabs";
import { EmptyState, ListStates, SkeletonList } from "@/components/ui/list-states";
import { Skeleton, Skeletons } from "@/components/ui/skeleton";
import { PageIntro } from "@/components/ui/page-intro";
import { useStagedList } from "@/lib/staged-list";
import intros from "@/config/page-intros.json";

import { useJournalEntries } from "../api/get-entries";
import { EntryCard } from "../components/entry-card";
import { filterEntries } from "../lib/filter-entries";
import { useSubjectTabs, type SubjectFilter } from "../lib/subjects";

function ListSkeleton() {
  return (
    <SkeletonList label="Loading journal entries" count={3} className="space-y-6">
      <div className="flex gap-3">
        <Skeleton className="h-6 w-24 rounded-full" />
        <Skeleton className="h-6 w-16 rounded-full" />
      </div>
      <Skeletons shapes="mt-4 h-6 w-2/3 | mt-3 h-12 w-full | mt-6 h-2 w-full" />
    </SkeletonList>
  );
}

/** /gcse-journey and its alias /gcsejourney: search and subject tabs over the entry cards. */
export default function JournalPage() {
  const [search, setSearch] = useState("");
  const [subject, setSubject] = useState<SubjectFilter>("all");
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const tabs = useSubjectTabs();
  const deferredSearch = useDeferredValue(search);
  // The server filters each page; the rows shown are filtered here too, so a list still
  // showing the last subject's or search's rows while the new ones load is right at once.
  const { query, list } = useJournalEntries({ subject, search: deferredSearch });
  const entries = list.items;

  const shown = useMemo(
    () => filterEntries(entries ?? [], { search: deferredSearch, subject }),
    [entries, deferredSearch, subject],
  );
  const searching = deferredSearch.trim() !== "";
  const drawn = useStagedList(shown, 4);

  return (
    <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <PageIntro title={intros["gcse-journey"].title}>{intros["gcse-journey"].text}</PageIntro>

      <div className="mt-10 space-y-4">
        <div role="search" aria-label="Journal entries" className="relative">
          <label htmlFor="journal-search" className="sr-only">
            Search journal entries
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-500"
          />
          <input
            id="journal-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search topics and notes..."
            autoComplete="off"
            className="w-full rounded-xl border border-slate-300 bg-white py-3 pr-4 pl-12 text-slate-900 placeholder:text-slate-500 focus:border-accent-600 dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400"
          />
        </div>
        <FilterTabs
          label="Subjects"
          idPrefix="subject"
          tabs={tabs}
          value={subject}
          onChange={setSubject}
        />
      </div>

      <div {...filterPanelProps("subject", subject)} className="mt-8">
        <ListStates
          data={entries}
          query={query}
          skeleton={<ListSkeleton />}
          failedMessage="The journal could not be loaded. Please try again later."
        >
          {() => (
            <>
              <p role="status" className="sr-only">
                {shown.length === 1 ? "1 entry shown" : `${shown.length} entries shown`}
                {list.hasMore ? ", more to load" : ""}
              </p>
              {shown.length > 0 ? (
                <ItemList items={drawn} className="space-y-6">
                  {(entry) => (
                    <EntryCard
                      entry={entry}
                      expanded={expandedId === entry.id}
                      onToggle={() =>
                        setExpandedId((current) => (current === entry.id ? null : entry.id))
                      }
                    />
                  )}
                </ItemList>
              ) : (
                <EmptyState icon={NotebookPen} title="No entries found">
                  {searching
                    ? "Try adjusting your search terms"
                    : "No journal entries for this subject yet"}
                </EmptyState>
              )}
              <LoadMore list={list} noun="entries" />
            </>
          )}
        </ListStates>
      </div>
    </div>
  );
}
