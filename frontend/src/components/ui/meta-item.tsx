import type { ComponentType, ReactNode } from "react";

type Icon = ComponentType<{ "aria-hidden"?: boolean | "true"; className?: string }>;

/** One fact under a title, after its icon: "🕑 5 min read", "📅 4 January 2025". `label` is said
 * to screen readers only, before the fact ("Studied on "), where the icon alone tells sighted
 * readers what it is. */
export function MetaItem({
  icon: Icon,
  label,
  className = "",
  children,
}: {
  icon: Icon;
  label?: string;
  /** Colour and placement. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <span className={`inline-flex items-center gap-1 ${className}`.trim()}>
      <Icon aria-hidden="true" className="size-4" />
      {label && <span className="sr-only">{label} </span>}
      {children}
    </span>
  );
}
