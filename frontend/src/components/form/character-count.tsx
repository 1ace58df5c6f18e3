export function characterCountText(count: number): string {
  return `${count} ${count === 1 ? "character" : "characters"}`;
}

/** A text's live length, how many more characters its minimum still needs, and how many it
 * has over its maximum: the field takes a pasted text whole and says what is too long, rather
 * than cutting it without a word. */
export function CharacterCount({ value, min, max }: { value: string; min: number; max: number }) {
  const count = value.length;
  const missing = Math.max(0, min - value.trim().length);
  const over = Math.max(0, value.trim().length - max);
  return (
    <span className="flex flex-wrap justify-between gap-x-4">
      <span data-testid="character-count">{characterCountText(count)}</span>
      <span className={over > 0 ? "font-medium text-red-700 dark:text-red-400" : undefined}>
        {missing > 0
          ? `Minimum ${min} characters (${missing} more needed)`
          : over > 0
            ? `Maximum ${max} characters (${over} too many)`
            : `Maximum ${max} characters`}
      </span>
    </span>
  );
}
