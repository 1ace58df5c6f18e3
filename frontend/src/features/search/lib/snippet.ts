// A result's snippet is HTML whose only element is <mark> (apps/search/selectors.py): it is
// never put into the page as HTML. It is read into pieces of text, each marked or not, that
// React draws as text, so whatever else it held would show as characters, never as markup.

export type SnippetPart = { text: string; marked: boolean };

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
};

/** Django's escape() undone: the five characters it writes as entities. */
function unescape(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity]);
}

export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let at = 0;
  for (const match of snippet.matchAll(/<mark>([\s\S]*?)<\/mark>/g)) {
    if (match.index > at)
      parts.push({ text: unescape(snippet.slice(at, match.index)), marked: false });
    parts.push({ text: unescape(match[1]), marked: true });
    at = match.index + match[0].length;
  }
  if (at < snippet.length) parts.push({ text: unescape(snippet.slice(at)), marked: false });
  return parts.filter((part) => part.text);
}
