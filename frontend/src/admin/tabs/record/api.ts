// The Record tab's requests and words: the owner's qualifications (each with every grade it
// has, private ones too), their grades' writes, and the super-curricular log. The names of the
// server's choices are here once; the grade scales are the server's own file
// (config/grade-scales.json, which apps/record/scales.py reads).
import SCALES from "@/config/grade-scales.json";
import type { Schemas } from "@/lib/api-schemas";

import { ownerCollection } from "../../api/owner-collection";
import { useOwnerWrite } from "../../api/owner-data";

export type Qualification = Schemas["Qualification"];
export type QualificationPayload = Schemas["QualificationWriteRequest"];
export type Grade = Schemas["Grade"];
export type GradePayload = Schemas["GradeWriteRequest"];
export type QualificationType = Schemas["QualificationTypeEnum"];
export type ExamBoard = Schemas["BoardEnum"];
export type GradeKind = Schemas["GradeKindEnum"];
export type LogKind = Schemas["LogKindEnum"];
/** An entry as the owner reads it (the save's answer without its warnings). */
export type LogEntry = Omit<Schemas["LogEntrySaved"], "warnings">;
export type LogEntryPayload = Schemas["LogEntryWriteRequest"];
export type Evidence = LogEntry["evidence"][number];
export type EvidenceType = Evidence["type"];

export const RECORD_PATH = "/api/admin/record";
export const QUALIFICATIONS_PATH = `${RECORD_PATH}/qualifications`;
export const GRADES_PATH = `${RECORD_PATH}/grades`;
export const LOG_PATH = "/api/log-entries";

export const qualifications = ownerCollection<Qualification, QualificationPayload>(
  QUALIFICATIONS_PATH,
);
export const logEntries = ownerCollection<LogEntry, LogEntryPayload>(LOG_PATH);

/** A grade's writes; each re-reads the whole record (a qualification holds its grades). */
export function useGradeWrites() {
  const send = useOwnerWrite(RECORD_PATH);
  return {
    create: (payload: GradePayload) => send<Grade>("POST", GRADES_PATH, payload),
    update: (id: string, changes: Partial<GradePayload>) =>
      send<Grade>("PATCH", `${GRADES_PATH}/${id}`, changes),
    remove: (id: string) => send("DELETE", `${GRADES_PATH}/${id}`),
  };
}

export const TYPE_LABELS: Record<QualificationType, string> = {
  gcse: "GCSE",
  igcse: "IGCSE",
  as: "AS",
  "a-level": "A level",
  epq: "EPQ",
  btec: "BTEC",
  music: "Graded music exam",
  language: "Graded language exam",
};

export const BOARD_LABELS: Record<ExamBoard, string> = {
  aqa: "AQA",
  edexcel: "Pearson Edexcel",
  ocr: "OCR",
  eduqas: "WJEC Eduqas",
  ccea: "CCEA",
  cambridge: "Cambridge",
  abrsm: "ABRSM",
  trinity: "Trinity",
  other: "Other",
};

export const TIER_LABELS = { foundation: "Foundation", higher: "Higher" } as const;

export const GRADE_KIND_LABELS: Record<GradeKind, string> = {
  target: "Target",
  mock: "Mock",
  predicted: "Predicted",
  achieved: "Achieved",
};

export const LOG_KIND_LABELS: Record<LogKind, string> = {
  reading: "Reading",
  course: "Course or MOOC",
  competition: "Competition or olympiad",
  "work-experience": "Work experience",
  volunteering: "Volunteering",
  role: "Club or role",
  event: "Lecture or event",
  project: "Personal project",
};

export const EVIDENCE_LABELS: Record<EvidenceType, string> = {
  achievement: "Achievement",
  project: "Project",
  post: "Blog post",
  "journal-entry": "GCSE journal entry",
};

/** `labels` as a select's options, in their order. */
export function optionsOf<K extends string>(labels: Record<K, string>) {
  return (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));
}

/** Whether a qualification of this type has tiers (Foundation, Higher) and may be graded in
 * letters. */
export function isTiered(type: string): boolean {
  return (SCALES.tiered as string[]).includes(type);
}

/** The grades a qualification of this type may have, highest first (the server's scale). */
export function scaleOf(type: string, letterGrades = false): readonly string[] {
  const scales = SCALES.scales as Record<string, string[]>;
  if (isTiered(type) && letterGrades) return scales[SCALES.letterGrades];
  const name = (SCALES.types as Record<string, string>)[type];
  return name ? scales[name] : [];
}

/** "GCSE Mathematics (AQA, Higher, June 2027)". */
export function qualificationName(row: Qualification): string {
  const details = [
    row.boardName,
    row.tier ? TIER_LABELS[row.tier as keyof typeof TIER_LABELS] : "",
    row.series,
  ].filter(Boolean);
  const name = `${TYPE_LABELS[row.type]} ${row.subject}`;
  return details.length ? `${name} (${details.join(", ")})` : name;
}
