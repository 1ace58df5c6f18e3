import { usePublicData } from "@/lib/public-data";

import type { SubjectValue } from "../lib/subjects";

export type JournalMediaUpload = { type: "image" | "pdf" | "video"; title: string };
export type JournalLink = { type: string; title: string; url: string };

export type JournalEntry = {
  id: string;
  slug: string;
  week: string;
  subject: SubjectValue;
  topic: string;
  content: string;
  mediaUploads: JournalMediaUpload[];
  links: JournalLink[];
  isPublished: boolean;
  progress: number;
  studyDate: string;
  createdAt: string;
  updatedAt: string;
};

export const entriesKey = "/api/gcse-journal";

/** Published entries, newest study date first (the server decides what a visitor may see). */
export function useJournalEntries() {
  return usePublicData<JournalEntry[]>(entriesKey);
}
