// The list pane of a content editor: its heading with the count, the filter (if the tab has
// one), the loading, error and empty states, and the rows, the one being edited marked.
import type { ComponentType, ReactNode } from "react";

import { LoadMore } from "@/components/ui/load-more";
import type { PagedList } from "@/lib/paged-list";

import { FilterChips } from "./filter-chips";
import { ListState, type EditorRowProps } from "./list-controls";

/** What an editor knows of its list's read (an SWR response). */
export type ListQuery<T> = {
  data: T[] | undefined;
  error: unknown;
  isLoading: boolean;
  mutate: () => unknown;
};

/** A list filter the server applies: its chips (the first, every row, is chosen at first) and
 * the list's query parameter, e.g. `param: "type"` reads `/api/media-items?type=video`. */
export type ListFilter<F extends string> = {
  label: string;
  options: { value: F; label: string }[];
  param: string;
};

export type ContentListConfig<T, F extends string> = {
  title: string;
  Row: ComponentType<EditorRowProps<T>>;
  /** What an empty list says (with a filter: for the chosen value). */
  emptyText: string | ((filter: F) => string);
  emptyIcon?: ReactNode;
  filter?: ListFilter<F>;
  /** A long list of compact rows (media): it scrolls in a region of this name. */
  scrollRegion?: string;
};

export function ContentList<T extends { id: string }, F extends string>({
  title,
  Row,
  emptyText,
  emptyIcon,
  filter,
  chosen,
  onChoose,
  total,
  scrollRegion,
  query,
  paged,
  headingLevel: Heading,
  editingId,
  deletingId,
  onEdit,
  onDelete,
}: ContentListConfig<T, F> & {
  /** The chosen chip (with a filter) and what choosing one does. */
  chosen?: F;
  onChoose?: (value: F) => void;
  /** With a filter: every row loaded so far, whatever the chip (`more`: pages remain). */
  total?: { count: number; more: boolean };
  /** The read of the rows shown: with a filter, the server's list of the chosen chip. */
  query: ListQuery<T>;
  /** The list's further pages ('Load more' below the rows), when the API pages it. */
  paged?: Pick<PagedList<T>, "hasMore" | "loadedMore" | "loading" | "error" | "loadMore">;
  headingLevel: "h2" | "h3";
  editingId: string | null;
  deletingId: string | null;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
}) {
  const { data: rows, error, isLoading } = query;
  // With pages still on the server, what is counted is what has been loaded so far: "50+".
  const more = paged?.hasMore ? "+" : "";

  const list = rows && rows.length > 0 && (
    <ul className={scrollRegion ? "divide-y divide-slate-200 dark:divide-slate-800" : "space-y-3"}>
      {rows.map((row) => (
        <Row
          key={row.id}
          row={row}
          active={editingId === row.id}
          deleting={deletingId === row.id}
          onEdit={() => onEdit(row)}
          onDelete={() => onDelete(row)}
        />
      ))}
    </ul>
  );

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading className="text-xl font-bold text-slate-900 dark:text-white">
          {title}
          {rows && !filter ? ` (${rows.length}${more})` : ""}
        </Heading>
        {rows && filter && total && (
          <span data-testid="list-count" className="text-sm text-slate-600 dark:text-slate-400">
            {rows.length}
            {more} of {total.count}
            {total.more ? "+" : ""}
          </span>
        )}
      </div>
      {filter && chosen !== undefined && (
        <div className="mt-4">
          <FilterChips
            label={filter.label}
            options={filter.options}
            value={chosen}
            onChange={(value) => onChoose?.(value)}
          />
        </div>
      )}
      <div className="mt-6">
        <ListState
          isLoading={isLoading}
          error={rows ? null : error}
          isEmpty={!rows?.length}
          onRetry={() => void query.mutate()}
          emptyText={typeof emptyText === "string" ? emptyText : emptyText(chosen as F)}
          emptyIcon={emptyIcon}
        />
        {list && scrollRegion ? (
          <div
            role="region"
            aria-label={scrollRegion}
            tabIndex={0}
            className="max-h-[32rem] overflow-y-auto rounded-xl border border-slate-200 lg:max-h-[42rem] dark:border-slate-800"
          >
            {list}
          </div>
        ) : (
          list
        )}
        {paged && rows && rows.length > 0 && (
          <LoadMore list={paged} noun={title.toLowerCase()} className="mt-6" />
        )}
      </div>
    </>
  );
}
