import { ArrowLeft, CalendarDays } from "lucide-react";
import { Link, useLocation, useParams } from "react-router-dom";

import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { formatUsLongDay } from "@/lib/format";
import { isServerNotFound } from "@/lib/initial-data";
import { oneLine, usePageHead } from "@/lib/page-head";

import { useJournalEntry } from "../api/get-entry";
import { EntryResources } from "../components/entry-resources";
import { ShareProgressButton } from "../components/share-progress-button";
import { SubjectBadge } from "../components/subject-badge";
import { WeekBadge } from "../components/week-badge";
import { entryTitle } from "../lib/subjects";

function BackToJournal() {
  return (
    <Link
      to={paths.gcseJourney}
      className="inline-flex items-center gap-2 font-medium text-accent-700 hover:underline dark:text-accent-300"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to GCSE Journal
    </Link>
  );
}

function EntryNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">Entry Not Found</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-400">
        The journal entry you&apos;re looking for doesn&apos;t exist.
      </p>
      <div className="mt-8">
        <BackToJournal />
      </div>
    </div>
  );
}

/** /gcse-journey/{slug}: one week's notes in full, with its links and study materials. */
export default function JournalEntryPage() {
  const { slug } = useParams();
  const { pathname } = useLocation();
  const notFoundOnServer = isServerNotFound(pathname);
  const { data: entry, error, isLoading } = useJournalEntry(slug, { skip: notFoundOnServer });
  const notFound =
    notFoundOnServer || (error instanceof ApiError && error.status === 404 && !entry);
  usePageHead(
    notFound
      ? { page: "not-found", title: "Entry Not Found" }
      : {
          page: "gcse-journey-entry",
          title: entry && entryTitle(entry),
          description: entry && oneLine(entry.content),
          type: "article",
          canonicalPath: entry && paths.gcseJourneyEntry(entry.slug),
        },
  );

  if (notFound) return <EntryNotFound />;
  if (!entry) {
    if (error && !isLoading) {
      return (
        <div className="mx-auto max-w-3xl px-4 py-16">
          <BackToJournal />
          <p role="alert" className="mt-8 text-slate-700 dark:text-slate-300">
            This entry could not be loaded. Please try again later.
          </p>
        </div>
      );
    }
    return (
      <div role="status" aria-label="Loading entry" className="mx-auto max-w-3xl px-4 py-16">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="mt-8 h-10 w-3/4" />
        <Skeleton className="mt-6 h-2 w-full" />
        <Skeleton className="mt-8 h-40 w-full" />
      </div>
    );
  }

  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <BackToJournal />
      <div className="mt-8 flex flex-wrap items-center gap-3 text-sm">
        <SubjectBadge subject={entry.subject} />
        <WeekBadge week={entry.week} />
        <span className="inline-flex items-center gap-1 text-slate-600 dark:text-slate-400">
          <CalendarDays aria-hidden="true" className="size-4" />
          <span className="sr-only">Studied on </span>
          <time dateTime={entry.studyDate}>{formatUsLongDay(entry.studyDate)}</time>
        </span>
      </div>
      <h1 className="mt-4 text-4xl leading-tight font-bold text-slate-900 dark:text-white">
        {entry.topic}
      </h1>
      <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <Progress value={entry.progress} className="w-full max-w-md" />
        <ShareProgressButton entry={entry} className="self-start sm:self-auto" />
      </div>
      <p className="mt-10 text-lg whitespace-pre-line text-slate-800 dark:text-slate-200">
        {entry.content}
      </p>
      {(entry.links.length > 0 || entry.mediaUploads.length > 0) && (
        <section
          aria-label="Resources"
          className="mt-12 border-t border-slate-200 pt-8 dark:border-slate-800"
        >
          <EntryResources entry={entry} headingLevel={2} />
        </section>
      )}
      <div className="mt-12 border-t border-slate-200 pt-8 dark:border-slate-800">
        <BackToJournal />
      </div>
    </article>
  );
}
