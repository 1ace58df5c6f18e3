import type { Schemas } from "@/lib/api-schemas";
import { usePublicData } from "@/lib/public-data";

// The journal's subjects are the record's (the specification's six while it is empty): the
// server lists them (GET /api/gcse-journal/subjects, embedded in the journal page's first data)
// and names each entry's own (`subjectName`), so the page keeps no table of its own.
export type JournalSubject = Schemas["JournalSubject"];
/** 'all' filters nothing; any other is a subject's key. */
export type SubjectFilter = string;

export const subjectsKey = "/api/gcse-journal/subjects";

const ALL = { value: "all", label: "All" };

/** The subject tabs: 'All', then the journal's subjects in the record's order ('All' alone
 * until they load, on a page the server did not draw). */
export function useSubjectTabs(): JournalSubject[] {
  const { data } = usePublicData<JournalSubject[]>(subjectsKey);
  return data ? [ALL, ...data] : [ALL];
}
