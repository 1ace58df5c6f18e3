import { DetailPage, UpLink } from "@/components/ui/detail-page";
import { Progress } from "@/components/ui/progress";
import { RichText } from "@/components/ui/rich-text";
import { Skeletons } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { useDetailRoute } from "@/lib/detail-data";

import { useJournalEntry } from "../api/get-entry";
import type { JournalEntry } from "../api/get-entries";
import { EntryResources } from "../components/entry-resources";
import { EntryTags } from "../components/entry-tags";
import { ShareProgressButton } from "../components/share-progress-button";

const backToJournal = (
  <UpLink to={paths.gcseJourney} flush>
    Back to GCSE Journal
  </UpLink>
);

function EntryArticle({ entry }: { entry: JournalEntry }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      {backToJournal}
      <EntryTags entry={entry} className="mt-8 gap-3" />
      <h1 className="mt-4 text-4xl leading-tight font-bold text-slate-900 dark:text-white">
        {entry.topic}
      </h1>
      <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <Progress value={entry.progress} className="w-full max-w-md" />
        <ShareProgressButton entry={entry} className="self-start sm:self-auto" />
      </div>
      <RichText
        html={entry.content}
        format={entry.contentFormat}
        className="mt-10 text-lg text-slate-800 dark:text-slate-200"
      />
      {(entry.links.length > 0 || entry.mediaUploads.length > 0) && (
        <section
          aria-label="Resources"
          className="mt-12 border-t border-slate-200 pt-8 dark:border-slate-800"
        >
          <EntryResources entry={entry} headingLevel={2} />
        </section>
      )}
      <div className="mt-12 border-t border-slate-200 pt-8 dark:border-slate-800">
        {backToJournal}
      </div>
    </article>
  );
}

/** /gcse-journey/{slug}: one week's notes in full, with its links and study materials. */
export default function JournalEntryPage() {
  const state = useDetailRoute(useJournalEntry);

  return (
    <DetailPage
      state={state}
      back={backToJournal}
      notFound={{
        title: "Entry Not Found",
        message: "The journal entry you're looking for doesn't exist.",
      }}
      loadingLabel="Loading entry"
      width="max-w-3xl"
      skeleton={
        <>
          <Skeletons shapes="h-6 w-40 | mt-8 h-10 w-3/4 | mt-6 h-2 w-full | mt-8 h-40 w-full" />
        </>
      }
      failedMessage="This entry could not be loaded. Please try again later."
    >
      {(found) => <EntryArticle entry={found} />}
    </DetailPage>
  );
}
