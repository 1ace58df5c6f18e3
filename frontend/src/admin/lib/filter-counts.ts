// The per-value counts of a content editor's overview (entries per subject, items per type),
// kept honest while the lists are read a page at a time: a count is exact once every row it
// counts is loaded, and says "n+" while the server has more.

/** The list of one filter value the owner has chosen (the server's ?subject= / ?type= list). */
export type ChosenList<T> = { value: string; rows: T[] | undefined; more: boolean };

/**
 * How many rows of `value` there are, as far as is known, e.g. "3" or "2+"; null until read.
 * `rows` is the unfiltered list loaded so far (`more`: pages remain); `chosen`, when it is the
 * list of `value` itself, counts better: exact on its last page, else the larger of what the
 * two lists hold, with "+".
 */
export function countOf<T>(
  value: string,
  valueOf: (row: T) => string,
  rows: T[] | undefined,
  more: boolean,
  chosen?: ChosenList<T>,
): string | null {
  if (!rows) return null;
  const inAll = rows.filter((row) => valueOf(row) === value).length;
  if (chosen?.value === value && chosen.rows) {
    if (!chosen.more) return String(chosen.rows.length);
    return `${Math.max(chosen.rows.length, inAll)}+`;
  }
  return `${inAll}${more ? "+" : ""}`;
}
