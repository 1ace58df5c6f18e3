// The read time the server works out for a post whose read time is automatic (apps/blog/
// writing.py), estimated here as the owner types: words at WORDS_PER_MINUTE, at least a minute.
// The words are counted the same way: the text of HTML, or Markdown's source less its link
// addresses; a word is letters or digits, with inner apostrophes ("don't" is one word).

export const WORDS_PER_MINUTE = 200;
const MAX_MINUTES = 600;

const TAG = /<[^>]*>/g;
const LINK_TARGET = /\]\([^)]*\)/g;
const WORD = /[\p{L}\p{N}]+(?:['\u2019][\p{L}\p{N}]+)*/gu;

export function wordsIn(content: string, format: string = "markdown"): number {
  let text = (content ?? "").replace(TAG, " ");
  if (format === "markdown") text = text.replace(LINK_TARGET, "] ");
  return text.match(WORD)?.length ?? 0;
}

/** Minutes to read `content`: at least 1, at most 600 (the server's limit). */
export function readTimeOf(content: string, format: string = "markdown"): number {
  const minutes = Math.ceil(wordsIn(content, format) / WORDS_PER_MINUTE);
  return Math.min(MAX_MINUTES, Math.max(1, minutes));
}
