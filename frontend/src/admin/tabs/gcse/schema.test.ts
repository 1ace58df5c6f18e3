import { describe, expect, it } from "vitest";

import { schemaErrors } from "../../lib/schema-test-utils";
import type { JournalEntry } from "./api";
import {
  attachmentFromUpload,
  attachmentsFrom,
  emptyLink,
  isWebAddress,
  linksFrom,
} from "./attachments";

import {
  STUDY_DATE_FUTURE_MESSAGE,
  STUDY_DATE_INVALID_MESSAGE,
  STUDY_DATE_REQUIRED_MESSAGE,
  STUDY_DATE_TOO_EARLY_MESSAGE,
  emptyJournalValues,
  journalPayload,
  journalSchema,
  studyDateProblem,
  type JournalFormValues,
} from "./schema";

const TODAY = "2025-06-15";

describe("studyDateProblem", () => {
  it("accepts today and earlier dates down to 1900-01-01", () => {
    expect(studyDateProblem("2025-06-15", TODAY)).toBeNull();
    expect(studyDateProblem("2024-02-29", TODAY)).toBeNull();
    expect(studyDateProblem("1900-01-01", TODAY)).toBeNull();
  });

  it("refuses a date in the future with the server's message", () => {
    expect(studyDateProblem("2025-06-16", TODAY)).toBe("Study date cannot be in the future");
    expect(studyDateProblem("2030-01-01", TODAY)).toBe(STUDY_DATE_FUTURE_MESSAGE);
  });

  it("refuses a date before 1900-01-01 with the server's message", () => {
    expect(studyDateProblem("1899-12-31", TODAY)).toBe("Study date cannot be before 1900-01-01");
    expect(studyDateProblem("0999-01-01", TODAY)).toBe(STUDY_DATE_TOO_EARLY_MESSAGE);
  });

  it("refuses something that is not a calendar date", () => {
    expect(studyDateProblem("2025-02-30", TODAY)).toBe(STUDY_DATE_INVALID_MESSAGE);
    expect(studyDateProblem("15/06/2025", TODAY)).toBe(STUDY_DATE_INVALID_MESSAGE);
  });

  it("asks for a date when there is none", () => {
    expect(studyDateProblem("", TODAY)).toBe(STUDY_DATE_REQUIRED_MESSAGE);
    expect(studyDateProblem(undefined, TODAY)).toBe(STUDY_DATE_REQUIRED_MESSAGE);
  });
});

describe("journalSchema", () => {
  const valid = {
    ...emptyJournalValues(),
    week: "Week 1",
    subject: "maths",
    topic: "T",
    content: "C",
  };

  const errorsOf = (values: object) => schemaErrors(journalSchema, values);

  it("new entries start unpublished, dated today, at 0% progress", () => {
    const values = emptyJournalValues("2025-06-15");
    expect(values.isPublished).toBe(false);
    expect(values.studyDate).toBe("2025-06-15");
    expect(values.progress).toBe(0);
  });

  it("accepts a complete entry", async () => {
    expect(await errorsOf(valid)).toEqual([]);
  });

  it("gives each required field the server's message", async () => {
    expect(await errorsOf({ ...valid, week: " ", subject: "", topic: "", content: "" })).toEqual([
      "Week is required",
      "Subject is required",
      "Topic is required",
      "Content is required",
    ]);
  });

  it("keeps progress between 0 and 100", async () => {
    expect(await errorsOf({ ...valid, progress: 101 })).toEqual([
      "Progress must be between 0 and 100",
    ]);
    expect(await errorsOf({ ...valid, progress: -1 })).toEqual([
      "Progress must be between 0 and 100",
    ]);
  });

  it("refuses a future study date", async () => {
    expect(await errorsOf({ ...valid, studyDate: "2999-01-01" })).toEqual([
      "Study date cannot be in the future",
    ]);
  });
});

describe("files and links", () => {
  const base = {
    ...emptyJournalValues(),
    week: "Week 1",
    subject: "maths",
    topic: "T",
    content: "C",
  } as JournalFormValues;
  const errorsOf = (values: object) => schemaErrors(journalSchema, values);

  it("a new entry has none", () => {
    expect(emptyJournalValues().mediaUploads).toEqual([]);
    expect(emptyJournalValues().links).toEqual([]);
  });

  it("an entry's files and links become form values (a title-only file has an empty url)", () => {
    const entry = {
      mediaUploads: [
        { type: "pdf", title: "Past paper", url: "/media/documents/a.pdf" },
        { type: "video", title: "Lab demo" },
      ],
      links: [{ type: "video", title: "Lesson", url: "https://example.com/v" }],
    } as Pick<JournalEntry, "mediaUploads" | "links">;

    expect(attachmentsFrom(entry)).toEqual([
      { type: "pdf", title: "Past paper", url: "/media/documents/a.pdf" },
      { type: "video", title: "Lab demo", url: "" },
    ]);
    expect(linksFrom(entry)).toEqual([
      { type: "video", title: "Lesson", url: "https://example.com/v" },
    ]);
  });

  it("an upload becomes a file of the form, renamed and removed like any value", () => {
    const file = attachmentFromUpload({
      type: "pdf",
      title: "notes",
      url: "/media/documents/n.pdf",
    });

    expect(file).toEqual({ type: "pdf", title: "notes", url: "/media/documents/n.pdf" });
  });

  it("the request trims titles and addresses, and leaves out an empty url", () => {
    const payload = journalPayload({
      ...base,
      mediaUploads: [
        { type: "image", title: " Mind map ", url: " /media/gallery/m-1600w.webp " },
        { type: "video", title: "Lab demo", url: "" },
      ],
      links: [{ type: "", title: " BBC Bitesize ", url: " https://www.bbc.co.uk/bitesize " }],
    });

    expect(payload.mediaUploads).toEqual([
      { type: "image", title: "Mind map", url: "/media/gallery/m-1600w.webp" },
      { type: "video", title: "Lab demo" },
    ]);
    expect(payload.links).toEqual([
      { type: "other", title: "BBC Bitesize", url: "https://www.bbc.co.uk/bitesize" },
    ]);
  });

  it("a draft kept before the form had files and links sends empty lists", () => {
    const old = { ...base } as Partial<JournalFormValues>;
    delete old.mediaUploads;
    delete old.links;

    const payload = journalPayload(old as JournalFormValues);

    expect(payload.mediaUploads).toEqual([]);
    expect(payload.links).toEqual([]);
  });

  it("links are http or https addresses, with the server's words naming the link", async () => {
    const links = (url: string, title = "Notes") => ({
      ...base,
      links: [{ ...emptyLink(), title, url }],
    });

    expect(await errorsOf(links("https://example.com/notes"))).toEqual([]);
    expect(await errorsOf(links("http://localhost:8000/x"))).toEqual([]);
    for (const bad of ["javascript:alert(1)", "ftp://example.com/x", "example.com", "data:,x"]) {
      expect(await errorsOf(links(bad))).toEqual(["Link 1: url must be an http or https address"]);
    }
    expect(await errorsOf(links(""))).toEqual(["Link 1: url is required"]);
    expect(await errorsOf(links("https://e.com", " "))).toEqual(["Link 1: title is required"]);
  });

  it("the second item's message names it", async () => {
    const values = {
      ...base,
      mediaUploads: [
        { type: "pdf", title: "Fine", url: "/media/documents/a.pdf" },
        { type: "pdf", title: "", url: "/media/documents/b.pdf" },
      ],
      links: [
        { type: "other", title: "A", url: "https://a.example" },
        { type: "other", title: "B", url: "javascript:void(0)" },
      ],
    };

    expect(await errorsOf(values)).toEqual([
      "Media upload 2: title is required",
      "Link 2: url must be an http or https address",
    ]);
  });

  it("isWebAddress matches the server's rule", () => {
    expect(isWebAddress("https://www.bbc.co.uk/bitesize")).toBe(true);
    expect(isWebAddress("HTTPS://EXAMPLE.COM")).toBe(true);
    expect(isWebAddress("mailto:a@b.c")).toBe(false);
    expect(isWebAddress("/media/documents/a.pdf")).toBe(false);
  });
});
