// Pieces of an editor's list: the Published/Draft badge, a row's edit and delete buttons, the
// row itself, and the loading, error and empty states.
import { Pencil, RefreshCw, Trash2, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

const BADGE_TONES = {
  green: "bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-200",
  warm: "bg-warm-100 text-warm-800 dark:bg-warm-800/40 dark:text-warm-100",
  grey: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
} as const;

/** A small rounded label on a row (a state, a type), with an icon before its words if given. */
export function Badge({
  tone,
  icon: Icon,
  children,
}: {
  tone: keyof typeof BADGE_TONES;
  icon?: LucideIcon;
  children: ReactNode;
}) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE_TONES[tone]}`}
    >
      {Icon && <Icon aria-hidden="true" className="size-3.5" />}
      {children}
    </span>
  );
}

export function StatusBadge({ published }: { published: boolean }) {
  return published ? <Badge tone="green">Published</Badge> : <Badge tone="warm">Draft</Badge>;
}

/** Edit and delete buttons named after the row ("Edit My trip", "Delete My trip"). Their
 * words show from the small breakpoint up, or always with `alwaysLabelled`. */
export function RowActions({
  title,
  onEdit,
  onDelete,
  deleting = false,
  alwaysLabelled = false,
}: {
  title: string;
  onEdit: () => void;
  onDelete: () => void;
  deleting?: boolean;
  alwaysLabelled?: boolean;
}) {
  const wordClass = alwaysLabelled ? "" : "hidden sm:inline";
  return (
    <div className="flex shrink-0 gap-2">
      <Button
        variant="outline"
        size="xs"
        weight="medium"
        icon={Pencil}
        onClick={onEdit}
        aria-label={`Edit ${title}`}
        title={`Edit ${title}`}
      >
        <span className={wordClass}>Edit</span>
      </Button>
      <Button
        variant="dangerOutline"
        size="xs"
        weight="medium"
        icon={Trash2}
        onClick={onDelete}
        disabled={deleting}
        aria-label={`Delete ${title}`}
        title={`Delete ${title}`}
      >
        <span className={wordClass}>{deleting ? "Deleting..." : "Delete"}</span>
      </Button>
    </div>
  );
}

/** One row of an editor's list: what it is (title, badges) with its actions beside it on wide
 * screens, and a text under both; on phones the actions come last, under the text. The row
 * being edited is highlighted. */
export function EditorListItem({
  active = false,
  info,
  body,
  actions,
}: {
  active?: boolean;
  info: ReactNode;
  body?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <li
      aria-current={active ? "true" : undefined}
      className={`grid gap-x-3 gap-y-2 rounded-xl border p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:p-4 ${
        active
          ? "border-accent-600 bg-accent-50/60 dark:border-accent-300 dark:bg-accent-800/20"
          : "border-slate-200 dark:border-slate-800"
      }`}
    >
      <div className="min-w-0">{info}</div>
      {body && <div className="min-w-0 sm:col-span-2">{body}</div>}
      <div className="flex justify-end sm:col-start-2 sm:row-start-1 sm:items-start">{actions}</div>
    </li>
  );
}

/** What an editor's list gives each row: the row, whether it is the one being edited or
 * deleted, and its two actions. */
export type EditorRowProps<T> = {
  row: T;
  active: boolean;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

/** A row of the blog, journal or travel list: a line above the title (optional), the title, its
 * state and facts, its text clamped to two lines and anything under it, and Edit and Delete
 * named after the row (`name`). */
export function ContentRow({
  eyebrow,
  title,
  name,
  published,
  facts,
  summary,
  children,
  extraActions,
  active,
  deleting,
  onEdit,
  onDelete,
}: Omit<EditorRowProps<unknown>, "row"> & {
  eyebrow?: ReactNode;
  title: string;
  name: string;
  published: boolean;
  facts?: ReactNode;
  summary: string;
  children?: ReactNode;
  /** Buttons before Edit and Delete (the journal's Share Progress). */
  extraActions?: ReactNode;
}) {
  return (
    <EditorListItem
      active={active}
      info={
        <>
          {eyebrow}
          <h3
            className={`${eyebrow ? "mt-0.5 " : ""}font-semibold break-words text-slate-900 dark:text-white`}
          >
            {title}
          </h3>
          <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            <StatusBadge published={published} />
            {facts}
          </div>
        </>
      }
      body={
        <>
          <p className="line-clamp-2 text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">
            {summary}
          </p>
          {children}
        </>
      }
      actions={
        <div className="flex flex-wrap justify-end gap-2">
          {extraActions}
          <RowActions
            alwaysLabelled
            title={name}
            onEdit={onEdit}
            onDelete={onDelete}
            deleting={deleting}
          />
        </div>
      }
    />
  );
}

/** One fact on a row's line of facts, with its icon (a date, a length, a place). */
export function RowFact({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1">
      <Icon aria-hidden="true" className="size-3.5" />
      {children}
    </span>
  );
}

/** "The photos could not be loaded. Check your connection and try again." with the button that
 * asks again: what a tab shows when its read failed and it has nothing to show yet. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
    >
      <p>{what} could not be loaded. Check your connection and try again.</p>
      <Button
        variant="dangerOutline"
        size="xs"
        weight="medium"
        icon={RefreshCw}
        onClick={onRetry}
        className="mt-3"
      >
        Try again
      </Button>
    </div>
  );
}

/** What the list shows instead of rows: placeholders while loading, a retry after a failed
 * read, or the empty text. Null when there are rows to show. */
export function ListState({
  isLoading,
  error,
  isEmpty,
  onRetry,
  emptyText,
  emptyIcon,
}: {
  isLoading: boolean;
  error: unknown;
  isEmpty: boolean;
  onRetry: () => void;
  emptyText: string;
  emptyIcon?: ReactNode;
}) {
  if (isLoading) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">Loading...</span>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-20 w-full" />
        ))}
      </div>
    );
  }
  if (error) return <LoadFailed what="The list" onRetry={onRetry} />;
  if (isEmpty) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
        {emptyIcon}
        <p className="mt-3 max-w-sm text-slate-600 dark:text-slate-400">{emptyText}</p>
      </div>
    );
  }
  return null;
}
