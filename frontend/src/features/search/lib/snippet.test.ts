import { describe, expect, it } from "vitest";

import { snippetParts } from "./snippet";

describe("snippetParts", () => {
  it("splits a snippet into marked and plain text", () => {
    expect(snippetParts("Revising for the <mark>tides</mark> test, <mark>tides</mark>")).toEqual([
      { text: "Revising for the ", marked: false },
      { text: "tides", marked: true },
      { text: " test, ", marked: false },
      { text: "tides", marked: true },
    ]);
  });

  it("turns the escaped characters back into text", () => {
    expect(
      snippetParts("Tom &amp; Jerry&#x27;s &lt;b&gt; &quot;<mark>x &lt; y</mark>&quot;"),
    ).toEqual([
      { text: "Tom & Jerry's <b> \"", marked: false },
      { text: "x < y", marked: true },
      { text: '"', marked: false },
    ]);
  });

  it("leaves any other markup as the characters it is", () => {
    expect(snippetParts('<img src=x onerror="alert(1)"><mark onclick="x">a</mark>')).toEqual([
      { text: '<img src=x onerror="alert(1)"><mark onclick="x">a</mark>', marked: false },
    ]);
    expect(snippetParts("")).toEqual([]);
  });
});
