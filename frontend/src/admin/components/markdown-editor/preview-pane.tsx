// The preview: the server's rendering of the text (use-preview.ts), in the same classes the page
// gives it (a `post-body` block for Markdown, `white-space: pre-line` for a text written before
// Markdown), so what the owner sees is what visitors will.
import { LoaderCircle, WifiOff } from "lucide-react";

import { richTextClasses } from "@/lib/rich-text";

export function PreviewPane({
  label,
  html,
  format,
  updating,
  problem,
  empty,
}: {
  label: string;
  html: string;
  format: string;
  updating: boolean;
  problem: string | null;
  empty: boolean;
}) {
  return (
    <div className="mt-1 rounded-lg border border-slate-300 dark:border-slate-700">
      <p
        role="status"
        className="flex min-h-9 items-center gap-2 border-b border-slate-200 px-3 py-1.5 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400"
      >
        {problem ? (
          <>
            <WifiOff
              aria-hidden="true"
              className="size-4 shrink-0 text-red-700 dark:text-red-400"
            />
            <span className="text-red-700 dark:text-red-400">{problem}</span>
          </>
        ) : updating ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            Updating the preview...
          </>
        ) : (
          "As visitors will see it."
        )}
      </p>
      <div
        role="region"
        aria-label={label}
        aria-busy={updating}
        className={`max-h-[32rem] min-h-40 overflow-y-auto px-4 py-3 [&>div>:first-child]:mt-0 ${updating ? "opacity-70" : ""}`}
      >
        {empty ? (
          <p className="py-4 text-sm text-slate-500 dark:text-slate-400">Nothing to preview yet.</p>
        ) : (
          <div
            data-testid="markdown-preview"
            className={richTextClasses("text-slate-800 dark:text-slate-200", format)}
            // Rendered and sanitised by the server (apps/core/rich_text.py), as on the page.
            dangerouslySetInnerHTML={{ __html: html }}
          />
        )}
      </div>
    </div>
  );
}
