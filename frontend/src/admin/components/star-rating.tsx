import { Star, StarHalf } from "lucide-react";

const EMPTY = "fill-transparent text-slate-300 dark:text-slate-600";
const FILLED = "fill-warm-400 text-warm-400";

/** A 0-5 rating as five stars (to the nearest half), read out as "Rated n out of 5". */
export function StarRating({
  rating,
  className = "size-4",
}: {
  rating: number;
  className?: string;
}) {
  const halves = Math.round(Math.max(0, Math.min(5, rating)) * 2);
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className="inline-flex gap-0.5">
      {Array.from({ length: 5 }, (_, i) => {
        if (halves >= 2 * (i + 1)) {
          return <Star key={i} aria-hidden="true" className={`${className} ${FILLED}`} />;
        }
        if (halves === 2 * i + 1) {
          return (
            <span key={i} className="relative inline-flex">
              <Star aria-hidden="true" className={`${className} ${EMPTY}`} />
              <StarHalf aria-hidden="true" className={`absolute inset-0 ${className} ${FILLED}`} />
            </span>
          );
        }
        return <Star key={i} aria-hidden="true" className={`${className} ${EMPTY}`} />;
      })}
    </span>
  );
}
