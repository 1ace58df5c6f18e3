import type { ReactNode } from "react";

/**
 * A list of rows drawn as cards: one <li> per row, keyed by its id, in a <ul> laid out by
 * `className` (a grid or a stack). `children` draws one row's card; it gets the row's place too
 * (the first card's picture loads at once).
 */
export function ItemList<T extends { id: string }>({
  items,
  className,
  children,
}: {
  items: readonly T[];
  className?: string;
  children: (item: T, index: number) => ReactNode;
}) {
  return (
    <ul className={className}>
      {items.map((item, index) => (
        <li key={item.id}>{children(item, index)}</li>
      ))}
    </ul>
  );
}
