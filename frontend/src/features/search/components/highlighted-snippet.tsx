import { Fragment } from "react";

import { snippetParts } from "../lib/snippet";

/** A result's snippet with the matched words highlighted (drawn as text, never as HTML). */
export function HighlightedSnippet({ snippet }: { snippet: string }) {
  return (
    <>
      {snippetParts(snippet).map((part, index) =>
        part.marked ? (
          <mark
            key={index}
            className="rounded-sm bg-warm-100 px-0.5 text-slate-900 dark:bg-warm-400/30 dark:text-white"
          >
            {part.text}
          </mark>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
