import { Share2 } from "lucide-react";

import { useToast } from "@/components/ui/toast";

import { shareLink } from "../lib/share-link";

/** Shares an article through the device, or copies its link and says so. */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const { toast } = useToast();
  const onClick = async () => {
    const outcome = await shareLink({ title, url });
    if (outcome === "copied") {
      toast({ title: "Link copied", description: "The article's link is on your clipboard." });
    }
  };
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex size-10 items-center justify-center rounded-lg border border-slate-300 text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
    >
      <Share2 aria-hidden="true" className="size-4" />
      <span className="sr-only">Share: {title}</span>
    </button>
  );
}
