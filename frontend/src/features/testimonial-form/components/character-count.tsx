import { TESTIMONIAL_LIMITS } from "../schemas/testimonial-schema";

export function characterCountText(count: number): string {
  return `${count} ${count === 1 ? "character" : "characters"}`;
}

/** The testimonial's live length, and how many more characters the minimum still needs. */
export function CharacterCount({ value }: { value: string }) {
  const count = value.length;
  const missing = Math.max(0, TESTIMONIAL_LIMITS.contentMin - value.trim().length);
  return (
    <span className="flex flex-wrap justify-between gap-x-4">
      <span data-testid="character-count">{characterCountText(count)}</span>
      <span>
        {missing > 0
          ? `Minimum ${TESTIMONIAL_LIMITS.contentMin} characters (${missing} more needed)`
          : `Maximum ${TESTIMONIAL_LIMITS.content} characters`}
      </span>
    </span>
  );
}
