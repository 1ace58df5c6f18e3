import type { ComponentProps, ComponentType } from "react";

type Icon = ComponentType<{ "aria-hidden"?: boolean | "true"; className?: string }>;

/** A button that shows only an icon (close, previous, next): its words are for screen readers.
 * `className` is its whole look, which differs with where it sits (on a photo, in a toast). */
export function IconButton({
  icon: Icon,
  label,
  iconClassName = "size-5",
  ...button
}: {
  icon: Icon;
  /** What it does, said to screen readers ("Close", "Next image"). */
  label: string;
  iconClassName?: string;
} & Omit<ComponentProps<"button">, "children">) {
  return (
    <button type="button" {...button}>
      <Icon aria-hidden="true" className={iconClassName} />
      <span className="sr-only">{label}</span>
    </button>
  );
}
