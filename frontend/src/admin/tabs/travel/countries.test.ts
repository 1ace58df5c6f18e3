import { describe, expect, it } from "vitest";

import { COUNTRIES, GLOBE, countryOptions, distinctCountries, flagFor } from "./countries";

describe("countries", () => {
  it("lists the specification's 30 countries", () => {
    expect(COUNTRIES).toHaveLength(30);
    expect(COUNTRIES[0].name).toBe("United Kingdom");
    expect(COUNTRIES.at(-1)?.name).toBe("Myanmar");
  });

  it("draws a listed country's flag and a globe for any other", () => {
    expect(flagFor("Japan")).toBe("🇯🇵");
    expect(flagFor("United Kingdom")).toBe("🇬🇧");
    expect(flagFor("Iceland")).toBe(GLOBE);
  });

  it("keeps an existing story's unlisted country as an extra option", () => {
    expect(countryOptions()).toHaveLength(30);
    const options = countryOptions("Iceland");
    expect(options).toHaveLength(31);
    expect(options.at(-1)).toEqual({ value: "Iceland", label: `${GLOBE} Iceland` });
    expect(countryOptions("Japan")).toHaveLength(30);
  });

  it("counts each country once, whatever its letter case", () => {
    const stories = [{ country: "Japan" }, { country: "japan" }, { country: "France" }];
    expect(distinctCountries(stories)).toEqual(["Japan", "France"]);
  });
});
