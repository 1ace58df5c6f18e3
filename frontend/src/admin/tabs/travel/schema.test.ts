import { describe, expect, it } from "vitest";

import { schemaErrors } from "../../lib/schema-test-utils";

import { emptyTravelValues, travelPayload, travelSchema } from "./schema";

describe("travelPayload", () => {
  const base = { ...emptyTravelValues, country: "Japan", title: "T", content: "C" };

  it("starts a new story as a draft", () => {
    expect(travelPayload(base).isPublished).toBe(false);
  });

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

  const errorsOf = (values: object) => schemaErrors(travelSchema, values);

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
