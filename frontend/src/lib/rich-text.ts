// Long texts (a blog post, a journal entry, a travel story, a project's description) arrive from
// the server rendered and sanitised (apps/core/rich_text.py): one renderer for the pages, the
// API and the editor's preview. This file only decides how a page shows them.

/** How a text is written: Markdown (everything since Markdown arrived), or the HTML and plain
 * text of the posts, entries, stories and projects written before it. */
export type TextFormat = "markdown" | "html" | "plain";

/** The formats written before Markdown show with `white-space: pre-line` (each newline a line
 * break), exactly as they always did; Markdown's rendered HTML has its <br> already. */
export function keepsNewlines(format: string | undefined): boolean {
  return format !== "markdown";
}

/** The class list of a text's element (apps/pages/templatetags/rich_text.py's too). */
export function richTextClasses(className: string, format: string | undefined): string {
  const extra = keepsNewlines(format) ? "whitespace-pre-line" : "post-body";
  const names = className.split(/\s+/).filter(Boolean);
  return (names.includes(extra) ? names : [...names, extra]).join(" ");
}

/** A card's summary of a rendered text (what the API answers in `content`): a Markdown text's
 * words on one line, as the server's plain_text has them; any other format's text as it was
 * written (its rendering's text, newlines kept), as its card always showed it. Parsing in a
 * detached document runs nothing and loads nothing. */
export function richTextSummary(html: string | undefined, format: string | undefined): string {
  if (!html) return "";
  const text = new DOMParser().parseFromString(html, "text/html").body.textContent ?? "";
  if (format !== "markdown") return text;
  return text.split(/\s+/).filter(Boolean).join(" ");
}
