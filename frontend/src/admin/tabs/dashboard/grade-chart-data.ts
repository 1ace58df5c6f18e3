// What each subject's grade chart draws, worked out apart from the drawing: the grades placed
// on the type's scale (config/grade-scales.json, the server's), mocks along time, the target as
// a line across, the predicted and achieved grades at the right, and the chart's words.
import SCALES from "@/config/grade-scales.json";
import type { Schemas } from "@/lib/api-schemas";
import { formatMonthYear } from "@/lib/format";

export type ChartQualification = Schemas["Qualification"];
type Grade = ChartQualification["grades"][number];

/** The SVG's own units. */
export const GRADE_CHART = { width: 240, height: 100, pad: 12, right: 36 } as const;

export type ChartPoint = {
  kind: Grade["kind"];
  value: string;
  date: string | null;
  x: number;
  y: number;
};

export type GradeChart = {
  subject: string;
  title: string;
  /** The scale's grades shown, highest first (those between the lowest and highest drawn). */
  levels: { value: string; y: number }[];
  target: ChartPoint | null;
  mocks: ChartPoint[];
  predicted: ChartPoint | null;
  achieved: ChartPoint | null;
  /** Every figure in words: the chart's description and the line under it. */
  description: string;
};

const TYPE_NAMES: Record<string, string> = {
  gcse: "GCSE",
  igcse: "IGCSE",
  as: "AS",
  "a-level": "A level",
  epq: "EPQ",
  btec: "BTEC",
  music: "Graded music exam",
  language: "Graded language exam",
};

/** The qualification's scale, highest first. */
export function chartScale(type: string, letterGrades: boolean): string[] {
  const scales = SCALES.scales as Record<string, string[]>;
  if (letterGrades && (SCALES.tiered as string[]).includes(type))
    return scales[SCALES.letterGrades];
  return scales[(SCALES.types as Record<string, string>)[type]] ?? [];
}

const byTime = (a: Grade, b: Grade) =>
  (a.date ?? "").localeCompare(b.date ?? "") || a.createdAt.localeCompare(b.createdAt);

function latest(grades: readonly Grade[], kind: Grade["kind"]): Grade | null {
  return (
    grades
      .filter((grade) => grade.kind === kind)
      .sort(byTime)
      .at(-1) ?? null
  );
}

function words(grade: Grade): string {
  return grade.date ? `${grade.value} (${formatMonthYear(grade.date)})` : grade.value;
}

/** The chart of one qualification, or null when it has no grade to draw. */
export function gradeChart(q: ChartQualification): GradeChart | null {
  if (q.grades.length === 0) return null;
  const scale = chartScale(q.type, q.letterGrades);
  const { width, height, pad, right } = GRADE_CHART;
  // Each grade's rank: 0 the lowest of the scale. A grade the scale lacks sits at the bottom.
  const rank = (value: string) => {
    const index = scale.indexOf(value);
    return index < 0 ? 0 : scale.length - 1 - index;
  };
  const ranks = q.grades.map((grade) => rank(grade.value));
  const low = Math.max(0, Math.min(...ranks) - 1);
  const high = Math.min(scale.length - 1, Math.max(...ranks) + 1);
  const span = Math.max(1, high - low);
  const yOf = (value: string) => pad + ((high - rank(value)) / span) * (height - 2 * pad);

  const mocks = q.grades.filter((grade) => grade.kind === "mock").sort(byTime);
  const plotRight = width - right;
  const times = mocks.map((mock) => Date.parse(`${mock.date}T00:00:00Z`));
  const first = Math.min(...times);
  const last = Math.max(...times);
  const xOf = (index: number) =>
    mocks.length === 1 || last === first
      ? pad + ((plotRight - pad) * (index + 1)) / (mocks.length + 1)
      : 2 * pad + ((times[index] - first) / (last - first)) * (plotRight - 3 * pad);
  const point = (grade: Grade | null, x: number): ChartPoint | null =>
    grade && { kind: grade.kind, value: grade.value, date: grade.date, x, y: yOf(grade.value) };

  const target = point(latest(q.grades, "target"), pad);
  const predicted = point(latest(q.grades, "predicted"), width - right / 2 - 6);
  const achieved = point(latest(q.grades, "achieved"), width - 8);
  const parts = [
    target && `target ${target.value}`,
    mocks.length > 0 &&
      `${mocks.length === 1 ? "mock" : "mocks"} ${mocks.map((mock) => words(mock)).join(", ")}`,
    predicted && `predicted ${predicted.value}`,
    achieved && `achieved ${achieved.value}`,
  ].filter(Boolean);
  const title = `${TYPE_NAMES[q.type] ?? q.type} ${q.subject}`;
  const levels = scale
    .filter((value) => rank(value) >= low && rank(value) <= high)
    .map((value) => ({ value, y: yOf(value) }));
  return {
    subject: q.subject,
    title,
    levels,
    target,
    mocks: mocks.map((mock, index) => point(mock, xOf(index))!),
    predicted,
    achieved,
    description: `${title}: ${parts.join("; ")}.`,
  };
}
