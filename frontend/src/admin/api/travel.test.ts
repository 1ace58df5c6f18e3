import { describe, expect, it } from "vitest";

import {
  COUNTRIES,
  GLOBE,
  countryOptions,
  distinctCountries,
  emptyTravelValues,
  flagFor,
  travelPayload,
  travelSchema,
} from "./travel";

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

describe("travelPayload", () => {
  const base = { ...emptyTravelValues, country: "Japan", title: "T", content: "C" };

  it("sends coordinates when both are given and null otherwise", () => {
    expect(travelPayload({ ...base, latitude: 35.68, longitude: 139.69 }).coordinates).toEqual({
      lat: 35.68,
      lng: 139.69,
    });
    expect(travelPayload({ ...base, latitude: 0, longitude: 0 }).coordinates).toEqual({
      lat: 0,
      lng: 0,
    });
    expect(travelPayload(base).coordinates).toBeNull();
  });

  it("sends an empty visit date as null", () => {
    expect(travelPayload(base).visitDate).toBeNull();
    expect(travelPayload({ ...base, visitDate: "2024-04-01" }).visitDate).toBe("2024-04-01");
  });
});

describe("travelSchema", () => {
  // As Formik validates them: empty inputs ("") become undefined first.
  const valid = {
    ...emptyTravelValues,
    country: "Japan",
    title: "T",
    content: "C",
    latitude: undefined,
    longitude: undefined,
  };

  async function errorsOf(values: object) {
    try {
      await travelSchema.validate(values, { abortEarly: false });
      return [];
    } catch (error) {
      return (error as { errors: string[] }).errors;
    }
  }

  it("asks for both coordinates or neither", async () => {
    expect(await errorsOf({ ...valid, latitude: 35, longitude: undefined })).toEqual([
      "Enter both latitude and longitude, or neither",
    ]);
    expect(await errorsOf({ ...valid, latitude: undefined, longitude: 139 })).toEqual([
      "Enter both latitude and longitude, or neither",
    ]);
    expect(await errorsOf({ ...valid, latitude: undefined, longitude: undefined })).toEqual([]);
  });

  it("keeps coordinates in range", async () => {
    expect(await errorsOf({ ...valid, latitude: 91, longitude: 181 })).toEqual([
      "Latitude must be between -90 and 90",
      "Longitude must be between -180 and 180",
    ]);
  });

  it("refuses an image that is not on this site", async () => {
    expect(await errorsOf({ ...valid, imageUrl: "photo.jpg" })).toEqual([
      "Use an image on this site (an address starting with /media/ or /static/).",
    ]);
  });
});
