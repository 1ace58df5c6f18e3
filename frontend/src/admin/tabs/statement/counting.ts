// Counting a personal statement's characters as UCAS does, never lower than its form would: the
// panel's live counters. The server counts with the same rule (apps/statement/counting.py, where
// the rule is written out) and both are tested against one table, counting-cases.json:
// - every character counts, line breaks too, each as one (CRLF, CR or LF: a textarea's value);
// - the count is the higher of the text's UTF-16 units and its NFC form's (UTF-16 units are never
//   fewer than code points, nor code points than grapheme clusters);
// - the characters the form may refuse (emoji, their joiners and modifiers, symbols, anything
//   beyond U+FFFF: statement.json's "mayRefuse" ranges) are pointed out, run by run, each with its
//   UTF-16 offset in the text (the textarea's own index, to select it).
import RULES from "@/config/statement.json";

export type AnswerKey = "course" | "studies" | "outside";
export type Refused = { text: string; at: number };
export type AnswerCount = { count: number; short: boolean; mayRefuse: Refused[] };
export type StatementCounts = Record<AnswerKey, AnswerCount> & {
  total: { count: number; over: boolean };
};

export const QUESTIONS = RULES.questions as { key: AnswerKey; question: string }[];
export const MIN_ANSWER = RULES.minAnswer;
export const MAX_TOTAL = RULES.maxTotal;
const MAY_REFUSE = RULES.mayRefuse as [number, number][];

/** The text with every line break as one LF, as the form's textarea holds it. */
export function asTyped(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

export function characterCount(text: string): number {
  const typed = asTyped(text);
  return Math.max(typed.length, typed.normalize("NFC").length);
}

const mayBeRefused = (point: number) =>
  MAY_REFUSE.some(([low, high]) => low <= point && point <= high);

/** Each run of characters the form may refuse, in order. */
export function mayRefuse(text: string): Refused[] {
  const runs: Refused[] = [];
  let offset = 0;
  let run: Refused | null = null;
  for (const char of asTyped(text)) {
    if (mayBeRefused(char.codePointAt(0) ?? 0)) {
      run ??= { text: "", at: offset };
      run.text += char;
    } else if (run) {
      runs.push(run);
      run = null;
    }
    offset += char.length;
  }
  if (run) runs.push(run);
  return runs;
}

export function answerCount(text: string): AnswerCount {
  const count = characterCount(text);
  return { count, short: count < MIN_ANSWER, mayRefuse: mayRefuse(text) };
}

export function statementCounts(answers: Partial<Record<AnswerKey, string>>): StatementCounts {
  const [course, studies, outside] = QUESTIONS.map(({ key }) => answerCount(answers[key] ?? ""));
  const count = course.count + studies.count + outside.count;
  return { course, studies, outside, total: { count, over: count > MAX_TOTAL } };
}
