import type { ComponentType } from "react";

type Icon = ComponentType<{ "aria-hidden"?: boolean | "true"; className?: string }>;

/** Tile size, icon size and corner for each place a tile stands. */
const SIZES = {
  /** A dashboard card's heading. */
  sm: "size-9 rounded-lg [&>svg]:size-5",
  /** A row of a list (contact details, the site map). */
  md: "size-11 rounded-xl [&>svg]:size-5",
  /** A card of its own (the home page's journey cards). */
  lg: "size-12 rounded-xl [&>svg]:size-6",
  /** A page's own emblem (the 404 page). */
  xl: "size-20 rounded-full [&>svg]:size-10",
} as const;

/** An icon on a soft accent tile, beside or above what it stands for (decorative: the text
 * beside it names the thing). */
export function IconTile({
  icon: Icon,
  size = "md",
  className = "",
}: {
  icon: Icon;
  size?: keyof typeof SIZES;
  /** Placement only (margins). */
  className?: string;
}) {
  return (
    <span
      className={`flex shrink-0 items-center justify-center bg-accent-50 text-accent-700 dark:bg-slate-800 dark:text-accent-300 ${SIZES[size]} ${className}`}
    >
      <Icon aria-hidden="true" />
    </span>
  );
}
