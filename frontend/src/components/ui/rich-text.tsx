// A long text as the server rendered and sanitised it (apps/core/rich_text.py): Markdown in a
// `post-body` block (styles/app.css), a text written before Markdown in its old element with
// `white-space: pre-line`, exactly as before. The server's first screen draws the same
// (apps/pages/templatetags/rich_text.py).
import { keepsNewlines, richTextClasses } from "@/lib/rich-text";

export function RichText({
  html,
  format,
  className,
  legacyElement = "p",
}: {
  /** The server's rendering (the API's `content`): never anything else. */
  html: string;
  format: string | undefined;
  className: string;
  /** The element a text written before Markdown always had. */
  legacyElement?: "p" | "div";
}) {
  const Element = keepsNewlines(format) ? legacyElement : "div";
  return (
    <Element
      className={richTextClasses(className, format)}
      // Rendered and sanitised with one allow-list on the server.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
