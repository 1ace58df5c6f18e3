import { describe, expect, it } from "vitest";

import { easeWords, readability, readableText } from "./readability";

const SIMPLE =
  "I went to the zoo. I saw a big cat. It was fast. The cat ran up a tree. " +
  "My dad took a photo. We ate lunch on the grass. Then we went home on the bus. " +
  "It was a good day out.";

const LONG_SENTENCE =
  "Photosynthesis, which takes place mainly in the chloroplasts of the leaves of green plants, " +
  "is the process through which light energy is converted into chemical energy that is stored " +
  "in glucose, releasing oxygen as a by-product into the surrounding atmosphere.";

describe("readability", () => {
  it("says nothing of a text too short for the formulas", () => {
    expect(readability("A short note.")).toBeNull();
  });

  it("gives a young reader's age to short, plain sentences", () => {
    const result = readability(SIMPLE)!;
    expect(result.sentences).toBe(8);
    expect(result.words).toBe(43);
    expect(result.readingAge).toBeLessThanOrEqual(8);
    expect(result.ease).toBeGreaterThanOrEqual(90);
    expect(easeWords(result.ease)).toBe("very easy");
    expect(result.longSentences).toEqual([]);
  });

  it("points out a sentence over 25 words and reads it as harder", () => {
    const result = readability(`${SIMPLE} ${LONG_SENTENCE}`)!;
    expect(result.longSentences).toEqual([LONG_SENTENCE]);
    expect(result.grade).toBeGreaterThan(readability(SIMPLE)!.grade);
  });

  it("reads the words of Markdown, not its marks, code or addresses", () => {
    expect(readableText("## Results\n\nSee [my notes](https://example.com/n) and `x = 1`.")).toBe(
      "Results.\nSee my notes and  .",
    );
    expect(readableText("![A chart](/media/c.png) **Bold** and _soft_.")).toBe("  Bold and soft.");
  });
});
