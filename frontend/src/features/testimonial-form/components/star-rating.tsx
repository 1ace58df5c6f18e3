import { useField } from "formik";
import { Star } from "lucide-react";
import { useState } from "react";

import {
  changedFieldBlur,
  errorShown,
  FieldError,
  fieldIds,
  labelClass,
} from "@/components/form/field-state";

export const STARS = [1, 2, 3, 4, 5] as const;

/** "1 star", "2 stars", ... "5 stars". */
export function ratingText(rating: number): string {
  return `${rating} ${rating === 1 ? "star" : "stars"}`;
}

/**
 * A 1-5 star rating bound to a numeric Formik field. The stars are native radio buttons (hidden
 * visually, not from assistive technology), so Tab reaches the group and the arrow keys change
 * the rating, as in any radio group.
 */
export function StarRatingField({ name = "rating" }: { name?: string }) {
  const [field, meta, helpers] = useField<number>(name);
  const [hovered, setHovered] = useState<number | null>(null);
  const { id, errorId } = fieldIds(name);
  const textId = `${id}-text`;
  const value = Number(field.value) || 0;
  const shown = hovered ?? value;

  return (
    <fieldset id={id} aria-describedby={errorShown(meta) ? `${textId} ${errorId}` : textId}>
      <legend className={labelClass}>Rating</legend>
      <div className="mt-1.5 flex flex-wrap items-center gap-3">
        <div className="flex" onMouseLeave={() => setHovered(null)}>
          {STARS.map((star) => (
            <label
              key={star}
              onMouseEnter={() => setHovered(star)}
              className="cursor-pointer rounded-md p-1 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-accent-600 dark:has-[input:focus-visible]:outline-accent-300"
            >
              <input
                type="radio"
                name={name}
                value={star}
                checked={value === star}
                onChange={() => void helpers.setValue(star)}
                onBlur={changedFieldBlur(field, meta)}
                className="sr-only"
              />
              <Star
                aria-hidden="true"
                className={`size-8 transition-colors ${
                  star <= shown
                    ? "fill-amber-400 text-amber-600 dark:text-amber-400"
                    : "fill-transparent text-slate-500 dark:text-slate-500"
                }`}
              />
              <span className="sr-only">{ratingText(star)}</span>
            </label>
          ))}
        </div>
        <span id={textId} className="font-medium text-slate-700 dark:text-slate-300">
          {ratingText(value)}
        </span>
      </div>
      <FieldError name={name} />
    </fieldset>
  );
}
