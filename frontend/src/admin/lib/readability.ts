// How easy the owner's text is to read, worked out in the browser as she writes (advice beside
// the editor, never a block): Flesch-Kincaid's grade and Flesch's reading ease from the words,
// sentences and syllables (wooorm's `flesch-kincaid`, `flesch` and `syllable`: the formulas and
// an English syllable counter, no dictionary to download), and the sentences longer than
// LONG_SENTENCE_WORDS, as GOV.UK's and Wagtail's content checks point out.
//
// Not textstat on the server: textstat 0.7 fetches NLTK's pronouncing dictionary from GitHub on
// first use, a third-party request this site never makes (and CI forbids).
import { flesch } from "flesch";
import { fleschKincaid } from "flesch-kincaid";
import { syllable } from "syllable";

/** A sentence longer than this many words is pointed out (GOV.UK: aim for 25 at most). */
export const LONG_SENTENCE_WORDS = 25;
/** Below this many words the formulas say little: no estimate is shown. */
export const FEWEST_WORDS = 30;
/** US grade + 5 is the reading age in years (grade 1 is read at about 6). */
const GRADE_TO_AGE = 5;

export type Readability = {
  words: number;
  sentences: number;
  /** Flesch-Kincaid grade level (US school grade), one decimal. */
  grade: number;
  /** The age, in years, that grade is usually read at (at least 6). */
  readingAge: number;
  /** Flesch reading ease: 100 very easy, 0 very hard (whole number, 0 to 100). */
  ease: number;
  /** The sentences over LONG_SENTENCE_WORDS words, as written. */
  longSentences: string[];
};

/** The words a reader reads in Markdown: no code, addresses, picture files or marks. */
export function readableText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?(```|$)/g, " ") // code blocks
    .replace(/`[^`\n]*`/g, " ") // inline code
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, " ") // pictures (their alt text is not read in flow)
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1") // links: their words
    .replace(/<[^>]+>/g, " ") // HTML tags
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, "") // headings, quotes, list marks
    .replace(/[*_~]+/g, "") // emphasis
    .replace(/\n{2,}/g, ".\n"); // a paragraph or heading ends its sentence
}

function segments(text: string, granularity: "sentence" | "word") {
  return [...new Intl.Segmenter("en-GB", { granularity }).segment(text)];
}

function wordsOf(sentence: string): string[] {
  return segments(sentence, "word")
    .filter((part) => part.isWordLike)
    .map((part) => part.segment);
}

/** The estimate for `markdown`, or null for a text under FEWEST_WORDS words. */
export function readability(markdown: string): Readability | null {
  const sentences = segments(readableText(markdown), "sentence")
    .map((part) => part.segment.replace(/^[\s.]+/, "").trim())
    .filter((sentence) => wordsOf(sentence).length > 0);
  const words = sentences.flatMap(wordsOf);
  if (words.length < FEWEST_WORDS) return null;
  const counts = {
    sentence: sentences.length,
    word: words.length,
    syllable: words.reduce((sum, word) => sum + syllable(word), 0),
  };
  const grade = Math.max(0, Math.round(fleschKincaid(counts) * 10) / 10);
  return {
    words: counts.word,
    sentences: counts.sentence,
    grade,
    readingAge: Math.max(6, Math.round(grade + GRADE_TO_AGE)),
    ease: Math.min(100, Math.max(0, Math.round(flesch(counts)))),
    longSentences: sentences.filter((sentence) => wordsOf(sentence).length > LONG_SENTENCE_WORDS),
  };
}

/** Flesch's own bands for the reading ease. */
export function easeWords(ease: number): string {
  if (ease >= 90) return "very easy";
  if (ease >= 80) return "easy";
  if (ease >= 70) return "fairly easy";
  if (ease >= 60) return "plain English";
  if (ease >= 50) return "fairly hard";
  if (ease >= 30) return "hard";
  return "very hard";
}
