import { describe, expect, it } from "vitest";

import { countryFlag, GLOBE, TRAVEL_COUNTRIES } from "./countries";

describe("countryFlag", () => {
  it("has a flag for each of the specification's 30 countries", () => {
    expect(TRAVEL_COUNTRIES).toHaveLength(30);
    for (const country of TRAVEL_COUNTRIES) expect(countryFlag(country)).not.toBe(GLOBE);
    expect(countryFlag("United Kingdom")).toBe("🇬🇧");
    expect(countryFlag("South Korea")).toBe("🇰🇷");
  });

  it("ignores case and spaces, and gives any other country a globe", () => {
    expect(countryFlag("  japan ")).toBe("🇯🇵");
    expect(countryFlag("Iceland")).toBe(GLOBE);
    expect(countryFlag("")).toBe(GLOBE);
  });
});
