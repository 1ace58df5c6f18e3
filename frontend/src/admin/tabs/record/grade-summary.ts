// What a qualification's grades say in a line: its latest target, its mocks in date order,
// the predicted and achieved grades ("Target 8 · Mocks 6, 7 · Predicted 8").
import { GRADE_KIND_LABELS, type Grade, type GradeKind } from "./api";

/** The grades of one kind, oldest first (a mock by its date, the others as made). */
export function gradesOf(grades: readonly Grade[], kind: GradeKind): Grade[] {
  return grades
    .filter((grade) => grade.kind === kind)
    .sort(
      (a, b) =>
        (a.date ?? "").localeCompare(b.date ?? "") || a.createdAt.localeCompare(b.createdAt),
    );
}

/** The latest grade of a kind, or null. */
export function latestOf(grades: readonly Grade[], kind: GradeKind): Grade | null {
  return gradesOf(grades, kind).at(-1) ?? null;
}

export function gradeSummary(grades: readonly Grade[]): string {
  const parts: string[] = [];
  for (const kind of ["target", "mock", "predicted", "achieved"] as const) {
    if (kind === "mock") {
      const mocks = gradesOf(grades, "mock");
      if (mocks.length)
        parts.push(
          `${mocks.length === 1 ? "Mock" : "Mocks"} ${mocks.map((m) => m.value).join(", ")}`,
        );
      continue;
    }
    const latest = latestOf(grades, kind);
    if (latest) parts.push(`${GRADE_KIND_LABELS[kind]} ${latest.value}`);
  }
  return parts.length ? parts.join(" · ") : "No grades yet";
}
