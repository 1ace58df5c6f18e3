// The words of the four content editors (blog, GCSE journal, travel, media) live in one data
// file, admin/config/editors.json, apart from the code that draws them: headings, buttons, the
// subject of their toasts, the delete question and the list's title and empty text. A tab names
// its area; the editor reads its words here.
import EDITORS from "../config/editors.json";

import { editorMessages, type EditorMessages } from "./use-content-editor";

export type EditorArea = keyof typeof EDITORS;

/** One editor's words. `{field}` in a template is filled from the row ("{week}: {topic}"). */
export type EditorWords = {
  /** The toasts' subject: "Travel story created successfully!". */
  thing: string;
  /** What failures call it, if not `thing` ("Failed to update entry."). */
  failing?: string;
  /** "add" where a new one is added rather than created (media). */
  verb?: "create" | "add";
  /** In create and in edit mode. */
  heading: [create: string, edit: string];
  submit: [create: string, update: string];
  /** The button that empties the form (default "Clear Form"). */
  reset?: string;
  /** How "Editing “…”." names the row: a template. */
  rowName: string;
  /** Ask before a delete; without it a row goes at once (the blog: its toast offers Undo). */
  confirmDelete?: { title: string; message: string };
  list: {
    title: string;
    empty: string;
    /** What an empty list says when a filter other than the first is chosen ({filter}). */
    emptyFiltered?: string;
    /** A long list of compact rows scrolls in a region of this name (media). */
    scrollRegion?: string;
  };
};

export function editorWords(area: EditorArea): EditorWords {
  return EDITORS[area] as EditorWords;
}

/** The template with each `{name}` replaced by `values[name]` ("" where it has none). */
export function fillIn(template: string, values: object): string {
  const known = values as Record<string, unknown>;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(known[name] ?? ""));
}

/** The specification's toasts for this editor ("Blog post deleted successfully!"). */
export function wordsMessages(words: EditorWords): EditorMessages {
  return editorMessages(words.thing, { failing: words.failing, verb: words.verb });
}
