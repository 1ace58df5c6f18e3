// The media editor's heading and overview: how many articles, videos and podcasts there are
// (admin/lib/filter-counts.ts: "n+" while the server has more than is loaded).
import { countOf, type ChosenList } from "../../lib/filter-counts";
import type { MediaItem } from "./api";
import { TYPE_ICONS } from "./media-row";
import { MEDIA_TYPES } from "./options";

const typeOf = (item: MediaItem) => item.type;

export function MediaOverview({
  rows: items,
  more = false,
  chosen,
}: {
  rows: MediaItem[] | undefined;
  /** More items on the server than loaded: each count says "n+". */
  more?: boolean;
  /** The server's list of the type chosen in the list's filter. */
  chosen?: ChosenList<MediaItem>;
}) {
  return (
    <>
      <h2 className="text-2xl font-bold text-slate-900 dark:text-white">Media Management</h2>
      <section aria-label="Overview by type" className="grid grid-cols-3 gap-3 sm:gap-4">
        {MEDIA_TYPES.map(({ value, plural }) => {
          const Icon = TYPE_ICONS[value];
          return (
            <div
              key={value}
              className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center sm:gap-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-accent-50 text-accent-700 sm:inline-flex dark:bg-accent-800/40 dark:text-accent-100">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{plural}</p>
                <p
                  data-testid={`count-${value}`}
                  className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white"
                >
                  {countOf(value, typeOf, items, more, chosen) ?? "–"}
                </p>
              </div>
            </div>
          );
        })}
      </section>
    </>
  );
}
