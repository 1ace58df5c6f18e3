// Under the editor, as the owner writes: how old a reader the text suits, and its sentences
// over 25 words (admin/lib/readability.ts). Advice only: nothing is refused for it. Worked out on
// a deferred copy of the text, so typing never waits for it; not announced as it changes (a
// screen reader would hear it at every key), but read with the field's other hints.
import { useDeferredValue, useMemo } from "react";

import { easeWords, LONG_SENTENCE_WORDS, readability } from "../../lib/readability";

/** How many long sentences are quoted (the rest are counted). */
const QUOTED = 3;
/** How many words of a long sentence are quoted. */
const QUOTED_WORDS = 8;

function opening(sentence: string): string {
  const words = sentence.split(/\s+/);
  return words.length > QUOTED_WORDS ? `${words.slice(0, QUOTED_WORDS).join(" ")}…` : sentence;
}

export function ReadabilityNote({ text, id }: { text: string; id?: string }) {
  const deferred = useDeferredValue(text);
  const result = useMemo(() => readability(deferred), [deferred]);
  if (!result) return null;
  const long = result.longSentences;
  return (
    <div id={id} className="mt-2 text-sm text-slate-600 dark:text-slate-400">
      <p>
        Reading age: about {result.readingAge} (Flesch-Kincaid grade {result.grade.toFixed(1)}).
        Reading ease: {result.ease} of 100, {easeWords(result.ease)}.
      </p>
      {long.length > 0 && (
        <div className="mt-1">
          <p>
            {long.length === 1
              ? `1 sentence is over ${LONG_SENTENCE_WORDS} words; shorter ones are easier to read:`
              : `${long.length} sentences are over ${LONG_SENTENCE_WORDS} words; shorter ones are easier to read:`}
          </p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {long.slice(0, QUOTED).map((sentence, index) => (
              <li key={index}>“{opening(sentence)}”</li>
            ))}
            {long.length > QUOTED && <li>and {long.length - QUOTED} more</li>}
          </ul>
        </div>
      )}
    </div>
  );
}
