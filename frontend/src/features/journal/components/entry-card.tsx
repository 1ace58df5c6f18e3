import { ArrowRight, ChevronDown } from "lucide-react";
import { Link } from "react-router-dom";

import { Progress } from "@/components/ui/progress";
import { RichText } from "@/components/ui/rich-text";
import { paths } from "@/config/paths";
import { richTextSummary } from "@/lib/rich-text";

import type { JournalEntry } from "../api/get-entries";
import { EntryResources } from "./entry-resources";
import { EntryTags } from "./entry-tags";
import { ShareProgressButton } from "./share-progress-button";

type Props = {
  entry: JournalEntry;
  expanded: boolean;
  onToggle: () => void;
};

/** One journal entry: clipped to two lines until expanded (the page keeps one open at a time). */
export function EntryCard({ entry, expanded, onToggle }: Props) {
  const headingId = `entry-${entry.id}-heading`;
  const bodyId = `entry-${entry.id}-body`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <EntryTags entry={entry} className="gap-x-3 gap-y-2" dateClassName="sm:ml-auto" />
      <h2
        id={headingId}
        className="mt-4 text-xl leading-snug font-semibold text-slate-900 dark:text-white"
      >
        <Link
          to={paths.gcseJourneyEntry(entry.slug)}
          className="hover:text-accent-700 hover:underline dark:hover:text-accent-300"
        >
          {entry.topic}
        </Link>
      </h2>
      <div id={bodyId}>
        {expanded ? (
          <RichText
            html={entry.content}
            format={entry.contentFormat}
            className="mt-2 text-slate-700 dark:text-slate-300"
          />
        ) : (
          <p className="mt-2 line-clamp-2 text-slate-700 dark:text-slate-300">
            {richTextSummary(entry.content, entry.contentFormat)}
          </p>
        )}
        {expanded && (
          <div className="mt-6 space-y-6">
            <EntryResources entry={entry} />
            <Link
              to={paths.gcseJourneyEntry(entry.slug)}
              className="inline-flex items-center gap-1 text-sm font-semibold text-accent-700 hover:underline dark:text-accent-300"
            >
              Open this entry
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        )}
      </div>
      <Progress value={entry.progress} className="mt-6" />
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={onToggle}
          className="inline-flex items-center gap-1 rounded-lg px-1 py-2 text-sm font-semibold text-accent-700 hover:underline dark:text-accent-300"
        >
          {expanded ? "Show Less" : "View More"}
          <ChevronDown
            aria-hidden="true"
            className={`size-4 transition-transform ${expanded ? "rotate-180" : ""}`}
          />
          <span className="sr-only">: {entry.topic}</span>
        </button>
        <ShareProgressButton entry={entry} />
      </div>
    </article>
  );
}
