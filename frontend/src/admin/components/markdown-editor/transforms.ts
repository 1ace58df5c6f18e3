// The Markdown editor's toolbar as pure functions: each takes the text and the selection and
// says what to replace and what to select afterwards. Acting twice undoes (bold on bold text
// unbolds, a quoted line loses its "> "), as in the editors the owner knows.

/** The textarea's text and selection. */
export type Selection = { value: string; start: number; end: number };

/** Replace value[start, end) with `text`, then select [selectStart, selectEnd) of the result. */
export type TextEdit = {
  start: number;
  end: number;
  text: string;
  selectStart: number;
  selectEnd: number;
};

export function applyEdit(value: string, edit: TextEdit): string {
  return value.slice(0, edit.start) + edit.text + value.slice(edit.end);
}

/** Wrap the selection in `before`/`after` (bold, italic, inline code), or unwrap it when it is
 * wrapped already; with nothing selected, insert `placeholder` wrapped and select it. */
export function wrap(
  { value, start, end }: Selection,
  before: string,
  after: string,
  placeholder: string,
): TextEdit {
  const outside =
    value.slice(start - before.length, start) === before &&
    value.slice(end, end + after.length) === after;
  if (outside && start - before.length >= 0) {
    const inner = value.slice(start, end);
    const at = start - before.length;
    return {
      start: at,
      end: end + after.length,
      text: inner,
      selectStart: at,
      selectEnd: at + inner.length,
    };
  }
  const selected = value.slice(start, end);
  const inside =
    selected.length >= before.length + after.length &&
    selected.startsWith(before) &&
    selected.endsWith(after);
  if (inside) {
    const inner = selected.slice(before.length, selected.length - after.length);
    return { start, end, text: inner, selectStart: start, selectEnd: start + inner.length };
  }
  const inner = selected || placeholder;
  const at = start + before.length;
  return {
    start,
    end,
    text: before + inner + after,
    selectStart: at,
    selectEnd: at + inner.length,
  };
}

/** The whole lines the selection touches: [lineStart, lineEnd). */
function lineRange({ value, start, end }: Selection): [number, number] {
  const lineStart = value.lastIndexOf("\n", start - 1) + 1;
  const endAt = end > start && value[end - 1] === "\n" ? end - 1 : end;
  const next = value.indexOf("\n", endAt);
  return [lineStart, next === -1 ? value.length : next];
}

/** Start every selected line with a prefix (a heading's "## ", a list's "- " or "1. ", a
 * quote's "> "), or take it away when every line has it already. */
export function prefixLines(
  selection: Selection,
  prefix: (index: number) => string,
  pattern: RegExp,
): TextEdit {
  const [lineStart, lineEnd] = lineRange(selection);
  const lines = selection.value.slice(lineStart, lineEnd).split("\n");
  const all = lines.every((line) => pattern.test(line));
  const changed = all
    ? lines.map((line) => line.replace(pattern, ""))
    : lines.map((line, index) => prefix(index) + line.replace(pattern, ""));
  const text = changed.join("\n");
  return {
    start: lineStart,
    end: lineEnd,
    text,
    // A cursor stays a cursor (at the line's end); a selection covers the changed lines.
    selectStart: selection.start === selection.end ? lineStart + text.length : lineStart,
    selectEnd: lineStart + text.length,
  };
}

export const heading = (s: Selection) => prefixLines(s, () => "## ", /^#{1,6} /);
export const bulletList = (s: Selection) => prefixLines(s, () => "- ", /^[-*+] /);
export const numberedList = (s: Selection) =>
  prefixLines(s, (index) => `${index + 1}. `, /^\d+[.)] /);
export const quote = (s: Selection) => prefixLines(s, () => "> ", /^> ?/);

export const bold = (s: Selection) => wrap(s, "**", "**", "bold text");
export const italic = (s: Selection) => wrap(s, "_", "_", "italic text");

/** Inline code for part of a line, a fenced block for whole lines. */
export function code(selection: Selection): TextEdit {
  const selected = selection.value.slice(selection.start, selection.end);
  if (!selected.includes("\n")) return wrap(selection, "`", "`", "code");
  return blockAt(selection, "```\n" + selected.replace(/\n$/, "") + "\n```", 4, selected.length);
}

const URL_LIKE = /^(https?:\/\/|mailto:|\/)\S*$/;

/** [text](address): the selected words become the link's text (then the address is selected
 * to type over), or a selected address becomes its target (then the text is selected). */
export function link({ value, start, end }: Selection): TextEdit {
  const selected = value.slice(start, end);
  if (URL_LIKE.test(selected)) {
    const text = `[link text](${selected})`;
    return { start, end, text, selectStart: start + 1, selectEnd: start + 10 };
  }
  const words = selected || "link text";
  const text = `[${words}](https://)`;
  const at = start + words.length + 3;
  return { start, end, text, selectStart: at, selectEnd: at + "https://".length };
}

export const TABLE_TEMPLATE = "| Column 1 | Column 2 |\n| --- | --- |\n| Cell | Cell |";

/** A small table on lines of its own, its first heading selected to type over. */
export function table(selection: Selection): TextEdit {
  return blockAt(selection, TABLE_TEMPLATE, 2, "Column 1".length);
}

/** Put `block` in place of the selection, on lines of its own (a blank line before and after
 * when the text around needs one), and select `length` characters from `offset` in it. */
function blockAt({ value, start, end }: Selection, block: string, offset: number, length: number) {
  const before = value.slice(0, start);
  const after = value.slice(end);
  const lead =
    before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const tail =
    after === "" || after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  const at = start + lead.length + offset;
  return { start, end, text: lead + block + tail, selectStart: at, selectEnd: at + length };
}

/** A picture's alt text as Markdown needs it: one line, its brackets and backslashes escaped. */
export function markdownAlt(alt: string): string {
  return alt
    .split(/\s+/)
    .filter(Boolean)
    .join(" ")
    .replace(/[\\[\]]/g, (c) => `\\${c}`);
}

/** ![alt](url) at the cursor (in place of any selection), the cursor after it. */
export function picture(
  { start, end }: Pick<Selection, "start" | "end">,
  alt: string,
  url: string,
): TextEdit {
  const text = `![${markdownAlt(alt)}](${url})`;
  return { start, end, text, selectStart: start + text.length, selectEnd: start + text.length };
}

/** The toolbar's actions that change the text, by name. */
export const ACTIONS = {
  heading,
  bold,
  italic,
  link,
  bulletList,
  numberedList,
  quote,
  code,
  table,
} as const;

export type ActionName = keyof typeof ACTIONS;

/** The keyboard's shortcuts (with Ctrl, or Cmd on a Mac). */
export const SHORTCUTS: Record<string, ActionName> = { b: "bold", i: "italic", k: "link" };
