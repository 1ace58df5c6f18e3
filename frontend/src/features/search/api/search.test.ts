import { describe, expect, it } from "vitest";

import { embeddedResults } from "./search";

const RESULTS = [{ title: "The Moon's tides ~ explained" }];

describe("embeddedResults", () => {
  it("finds the results however the server escaped the query in their key", () => {
    // Python's urlencode: spaces as "+", quotes and stars escaped (encodeURIComponent does
    // neither).
    const data = { "/api/search?q=Moon%27s+tides%2A+~": RESULTS };
    expect(embeddedResults("Moon's tides* ~", data)).toBe(RESULTS);
  });

  it("finds nothing for another query, another address or no first data", () => {
    const data = { "/api/search?q=tides": RESULTS, "/api/blog-posts?q=waves": RESULTS };
    expect(embeddedResults("tide", data)).toBeUndefined();
    expect(embeddedResults("waves", data)).toBeUndefined();
    expect(embeddedResults("tides", {})).toBeUndefined();
  });
});
