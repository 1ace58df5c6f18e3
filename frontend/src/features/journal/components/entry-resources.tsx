import {
  ExternalLink,
  FileText,
  Image as ImageIcon,
  Link2,
  PlayCircle,
  type LucideIcon,
} from "lucide-react";

import type { JournalEntry } from "../api/get-entries";

const UPLOAD_ICONS: Record<string, LucideIcon> = {
  image: ImageIcon,
  pdf: FileText,
  video: PlayCircle,
};
const UPLOAD_LABELS: Record<string, string> = { image: "Image", pdf: "PDF", video: "Video" };

type Upload = JournalEntry["mediaUploads"][number];

/** One of the entry's study materials: a link to its file when it has one (it opens in a new
 * tab: a PDF in the browser's viewer, a picture on its own), otherwise its title. */
function Material({ upload }: { upload: Upload }) {
  const Icon = UPLOAD_ICONS[upload.type] ?? FileText;
  const kind = UPLOAD_LABELS[upload.type] ?? upload.type;
  const kindLabel = (
    <span className="text-sm font-normal text-slate-600 dark:text-slate-400">({kind})</span>
  );
  if (!upload.url) {
    return (
      <span className="flex items-start gap-2 text-slate-700 dark:text-slate-300">
        <Icon aria-hidden="true" className="mt-1 size-4 shrink-0 text-slate-500" />
        <span>
          {upload.title} {kindLabel}
        </span>
      </span>
    );
  }
  return (
    <a
      href={upload.url}
      target="_blank"
      rel="noopener"
      className="inline-flex items-start gap-2 font-medium text-accent-700 hover:underline dark:text-accent-300"
    >
      <Icon aria-hidden="true" className="mt-1 size-4 shrink-0" />
      <span>
        {upload.title} {kindLabel}
        <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5" />
        <span className="sr-only"> (opens in a new tab)</span>
      </span>
    </a>
  );
}

/** The entry's study materials (each file a link to it, or a title when it has no file) and
 * useful links. */
export function EntryResources({
  entry,
  headingLevel = 3,
}: {
  entry: JournalEntry;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingClass =
    headingLevel === 2
      ? "text-xl font-semibold text-slate-900 dark:text-white"
      : "text-sm font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300";
  if (entry.links.length === 0 && entry.mediaUploads.length === 0) return null;
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {entry.links.length > 0 && (
        <div>
          <Heading className={headingClass}>Useful links</Heading>
          <ul className="mt-3 space-y-2">
            {entry.links.map((link) => (
              <li key={`${link.url}-${link.title}`}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-start gap-2 font-medium text-accent-700 hover:underline dark:text-accent-300"
                >
                  {link.type === "video" ? (
                    <PlayCircle aria-hidden="true" className="mt-1 size-4 shrink-0" />
                  ) : (
                    <Link2 aria-hidden="true" className="mt-1 size-4 shrink-0" />
                  )}
                  <span>
                    {link.title}
                    <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5" />
                    <span className="sr-only"> (opens in a new tab)</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {entry.mediaUploads.length > 0 && (
        <div>
          <Heading className={headingClass}>Study materials</Heading>
          <ul className="mt-3 space-y-2">
            {entry.mediaUploads.map((upload, i) => (
              <li key={`${upload.title}-${i}`}>
                <Material upload={upload} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
