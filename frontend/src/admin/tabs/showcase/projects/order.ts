// The projects' order as the owner changes it with Move up / Move down. The featured project is
// drawn first whatever its place, so it does not move; the others move among themselves.

type Orderable = { id: string; featured: boolean };

/** Where a project stands among those that move: its place (0-based) and how many there are;
 * null for the featured one. */
export function placeOf(rows: readonly Orderable[], id: string): [number, number] | null {
  const movable = rows.filter((row) => !row.featured);
  const index = movable.findIndex((row) => row.id === id);
  return index < 0 ? null : [index, movable.length];
}

/** The rows with `id` moved one place up (-1) or down (+1) among the projects that move, the
 * featured one kept first; null when it cannot move that way. */
export function moveProject<T extends Orderable>(
  rows: readonly T[],
  id: string,
  step: -1 | 1,
): T[] | null {
  const featured = rows.filter((row) => row.featured);
  const movable = rows.filter((row) => !row.featured);
  const from = movable.findIndex((row) => row.id === id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= movable.length) return null;
  const moved = [...movable];
  [moved[from], moved[to]] = [moved[to], moved[from]];
  return [...featured, ...moved];
}
