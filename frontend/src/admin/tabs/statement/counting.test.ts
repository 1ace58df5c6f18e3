// The panel's counter against the one table of cases the server's counter is tested with too
// (tests/statement/test_counting.py reads the same file).
import { describe, expect, it } from "vitest";

import TABLE from "./counting-cases.json";
import { characterCount, mayRefuse, QUESTIONS, statementCounts } from "./counting";

describe("the statement's character count", () => {
  it.each(TABLE.cases.map((c) => [c.name, c] as const))("%s", (_, c) => {
    expect(characterCount(c.text)).toBe(c.count);
    expect(mayRefuse(c.text)).toEqual(c.mayRefuse);
  });

  it("asks the three questions, in order", () => {
    expect(QUESTIONS.map((q) => q.key)).toEqual(["course", "studies", "outside"]);
  });

  it("marks an answer under 350 and a total over 4,000", () => {
    const counts = statementCounts({ course: "x".repeat(350), studies: "x".repeat(349) });
    expect(counts.course.short).toBe(false);
    expect(counts.studies.short).toBe(true);
    expect(counts.outside).toEqual({ count: 0, short: true, mayRefuse: [] });
    expect(statementCounts({ course: "x".repeat(4000) }).total).toEqual({
      count: 4000,
      over: false,
    });
    expect(statementCounts({ course: "x".repeat(3999) + "\u{1F600}" }).total).toEqual({
      count: 4001,
      over: true,
    });
  });
});
