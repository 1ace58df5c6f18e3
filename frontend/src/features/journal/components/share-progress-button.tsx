import { Share2 } from "lucide-react";

import { useToast } from "@/components/ui/toast";
import { paths } from "@/config/paths";

import type { JournalEntry } from "../api/get-entries";

/**
 * 'Share Progress' (the specification leaves its behaviour open): share the entry page's link
 * with the device's share sheet, or copy it to the clipboard and say so. A cancelled share is
 * not a failure; a real failure is only logged, as for the article share button.
 */
export function ShareProgressButton({
  entry,
  className = "",
}: {
  entry: JournalEntry;
  className?: string;
}) {
  const { toast } = useToast();

  const share = async () => {
    const url = new URL(paths.gcseJourneyEntry(entry.slug), window.location.origin).href;
    const text = `My GCSE ${entry.subjectName} progress (${entry.week}): ${entry.topic}, ${entry.progress}%`;
    try {
      if (typeof navigator.share === "function") {
        await navigator.share({ title: entry.topic, text, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      toast({ title: "Link copied", description: "The link to this entry is on your clipboard." });
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
      console.warn("Sharing the journal entry failed", error);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void share()}
      className={`inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:border-accent-600 hover:text-accent-700 dark:border-slate-700 dark:text-slate-200 dark:hover:border-accent-300 dark:hover:text-accent-300 ${className}`}
    >
      <Share2 aria-hidden="true" className="size-4" />
      Share Progress
      <span className="sr-only">: {entry.topic}</span>
    </button>
  );
}
