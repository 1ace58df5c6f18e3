import { describe, expect, it } from "vitest";

import {
  TABLE_TEMPLATE,
  applyEdit,
  bold,
  bulletList,
  code,
  heading,
  italic,
  link,
  markdownAlt,
  numberedList,
  picture,
  quote,
  table,
  type Selection,
  type TextEdit,
} from "./transforms";

/** The text with "[" and "]" marking the selection, as the tests write it. */
function sel(marked: string): Selection {
  const start = marked.indexOf("[");
  const end = marked.indexOf("]") - 1;
  return { value: marked.replace("[", "").replace("]", ""), start, end };
}

/** The edit's result, the selection after it marked the same way. */
function after(selection: Selection, edit: TextEdit): string {
  const value = applyEdit(selection.value, edit);
  return (
    value.slice(0, edit.selectStart) +
    "[" +
    value.slice(edit.selectStart, edit.selectEnd) +
    "]" +
    value.slice(edit.selectEnd)
  );
}

const run = (action: (s: Selection) => TextEdit, marked: string) =>
  after(sel(marked), action(sel(marked)));

describe("toolbar transforms on a selection", () => {
  it("bolds the selected words and selects them inside the marks", () => {
    expect(run(bold, "The [Moon] pulls")).toBe("The **[Moon]** pulls");
  });

  it("unbolds words that are bold already, selected inside or with their marks", () => {
    expect(run(bold, "The **[Moon]** pulls")).toBe("The [Moon] pulls");
    expect(run(bold, "The [**Moon**] pulls")).toBe("The [Moon] pulls");
  });

  it("inserts a placeholder to type over when nothing is selected", () => {
    expect(run(bold, "a []b")).toBe("a **[bold text]**b");
    expect(run(italic, "[]")).toBe("_[italic text]_");
  });

  it("makes every selected line a heading, or takes the heading away", () => {
    expect(run(heading, "Ti[]des")).toBe("## Tides[]");
    expect(run(heading, "## Ti[]des")).toBe("Tides[]");
    expect(run(heading, "# Old[] style")).toBe("Old style[]");
  });

  it("turns selected lines into a bulleted or numbered list, and back", () => {
    expect(run(bulletList, "[one\ntwo]")).toBe("[- one\n- two]");
    expect(run(bulletList, "[- one\n- two]")).toBe("[one\ntwo]");
    expect(run(numberedList, "x\n[one\ntwo\nthree]")).toBe("x\n[1. one\n2. two\n3. three]");
    expect(run(numberedList, "[- one\n- two]")).toBe("[1. - one\n2. - two]");
  });

  it("quotes the lines the selection touches, even partly", () => {
    expect(run(quote, "first\nse[cond\nth]ird\nlast")).toBe("first\n[> second\n> third]\nlast");
    expect(run(quote, "[> quoted]")).toBe("[quoted]");
  });

  it("codes a part of a line inline and whole lines as a fenced block", () => {
    expect(run(code, "run [npm test] now")).toBe("run `[npm test]` now");
    expect(run(code, "Intro\n[a = 1\nb = 2]")).toBe("Intro\n\n```\n[a = 1\nb = 2]\n```");
  });

  it("links the selected words and selects the address to type over", () => {
    const edit = link(sel("see [the tides] here"));
    const value = applyEdit("see the tides here", edit);
    expect(value).toBe("see [the tides](https://) here");
    expect(value.slice(edit.selectStart, edit.selectEnd)).toBe("https://");
  });

  it("makes a selected address the link's target and selects its text", () => {
    const edit = link(sel("[https://noaa.gov]"));
    const value = applyEdit("https://noaa.gov", edit);
    expect(value).toBe("[link text](https://noaa.gov)");
    expect(value.slice(edit.selectStart, edit.selectEnd)).toBe("link text");
  });

  it("puts a table on lines of its own with its first heading selected", () => {
    const edit = table(sel("Intro[]"));
    const value = applyEdit("Intro", edit);
    expect(value).toBe(`Intro\n\n${TABLE_TEMPLATE}`);
    expect(value.slice(edit.selectStart, edit.selectEnd)).toBe("Column 1");
    expect(applyEdit("", table(sel("[]")))).toBe(TABLE_TEMPLATE);
  });
});

describe("a picture in the text", () => {
  it("goes in at the cursor with its alt text, the cursor after it", () => {
    const edit = picture({ start: 6, end: 6 }, "Rock pools", "/media/gallery/a-960w.webp");
    const value = applyEdit("Look: then more", edit);
    expect(value).toBe("Look: ![Rock pools](/media/gallery/a-960w.webp)then more");
    expect(edit.selectStart).toBe(6 + "![Rock pools](/media/gallery/a-960w.webp)".length);
  });

  it("escapes what would end the alt text early and keeps it on one line", () => {
    expect(markdownAlt("  The [big]\n wave \\ crest ")).toBe("The \\[big\\] wave \\\\ crest");
  });
});
