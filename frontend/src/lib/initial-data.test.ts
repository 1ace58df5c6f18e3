import { describe, expect, it } from "vitest";

import { readInitialData } from "./initial-data";

function documentWith(html: string): Document {
  return new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
}

describe("readInitialData", () => {
  it("reads the data the server embedded", () => {
    const doc = documentWith(
      '<script id="initial-data" type="application/json">{"page":"blog","profile":{"name":"Ada","tagline":"t","bio":"","email":"","location":"","socialLinks":{}}}</script>',
    );

    const data = readInitialData(doc);

    expect(data.page).toBe("blog");
    expect(data.profile.name).toBe("Ada");
  });

  it("falls back to empty data when the block is missing or broken", () => {
    expect(readInitialData(documentWith("")).profile.name).toBe("");
    expect(
      readInitialData(
        documentWith('<script id="initial-data" type="application/json">{oops</script>'),
      ).page,
    ).toBe("home");
  });
});
