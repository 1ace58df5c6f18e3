import { describe, expect, it } from "vitest";

import { changedFields } from "../../../lib/editor";
import { schemaErrors } from "../../../lib/schema-test-utils";
import { project } from "../test-data";
import { PROJECT_STATUSES } from "./api";
import {
  PROGRESS_MESSAGE,
  STATUS_MESSAGE,
  projectPayload,
  projectSchema,
  projectValues,
} from "./schema";

const WEB = "Enter a web address starting with http:// or https://";
const valid = { ...projectValues(null), title: "Revision Buddy", description: "Flashcards." };

describe("project form", () => {
  it("offers the specification's statuses in its order", () => {
    expect(PROJECT_STATUSES).toEqual([
      "Live",
      "Live & Growing",
      "In Development",
      "Prototype",
      "Planning",
    ]);
  });

  it("starts planned at 0%, a draft, not featured, and sends every field trimmed", () => {
    const body = projectPayload({
      ...valid,
      title: " Revision Buddy ",
      demoUrl: " https://demo.example.org/ ",
      progress: 60,
      technologies: ["React"],
    });

    expect(body).toMatchObject({
      title: "Revision Buddy",
      status: "Planning",
      progress: 60,
      startDate: null,
      demoUrl: "https://demo.example.org/",
      technologies: ["React"],
      features: [],
      featured: false,
      isPublished: false,
    });
    expect(body).not.toHaveProperty("sortOrder"); // Move up / Move down change the order
  });

  it("sends only what changed in an update", () => {
    const before = projectValues(project("p1", { startDate: "2024-09-01", progress: 40 }));
    const update = (values: typeof before) =>
      changedFields(projectPayload(before), projectPayload(values));

    expect(update(before)).toEqual({});
    expect(update({ ...before, startDate: "" })).toEqual({ startDate: null });
    expect(update({ ...before, featured: true })).toEqual({ featured: true });
    expect(update({ ...before, demoUrl: "https://x.org/demo" })).toEqual({
      demoUrl: "https://x.org/demo",
    });
  });

  it("accepts http and https links only, with the server's message", async () => {
    expect(await schemaErrors(projectSchema, { ...valid, demoUrl: "https://x.org/try" })).toEqual(
      [],
    );
    for (const bad of ["javascript:alert(1)", "ftp://x.org/demo", "x.org", "not a link"]) {
      expect(await schemaErrors(projectSchema, { ...valid, demoUrl: bad })).toEqual([WEB]);
      expect(await schemaErrors(projectSchema, { ...valid, website: bad })).toEqual([WEB]);
    }
  });

  it("gives the server's messages for the rest", async () => {
    expect(await schemaErrors(projectSchema, valid)).toEqual([]);
    expect(await schemaErrors(projectSchema, { ...valid, title: " ", description: "" })).toEqual([
      "Title is required",
      "Description is required",
    ]);
    for (const progress of [-1, 101, 50.5, ""]) {
      expect(await schemaErrors(projectSchema, { ...valid, progress })).toEqual([PROGRESS_MESSAGE]);
    }
    expect(await schemaErrors(projectSchema, { ...valid, progress: 100 })).toEqual([]);
    expect(await schemaErrors(projectSchema, { ...valid, status: "Finished" })).toEqual([
      STATUS_MESSAGE,
    ]);
    expect(await schemaErrors(projectSchema, { ...valid, startDate: "2025-02-30" })).toEqual([
      "Enter a real date",
    ]);
    expect(
      await schemaErrors(projectSchema, {
        ...valid,
        technologies: Array.from({ length: 21 }, (_, i) => `t${i}`),
      }),
    ).toEqual(["Use at most 20 technologies."]);
  });
});
