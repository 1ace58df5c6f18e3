import type { ComponentProps, ComponentType, ReactNode } from "react";
import { Link } from "react-router-dom";

/**
 * The site's one button look (the server's first-screen templates write the same classes), for a <button> (`Button`), a link inside the site (`ButtonLink`)
 * and anything else that must look like one, such as a link to another site (`buttonClass`).
 */
const VARIANTS = {
  /** The main action: accent background. */
  primary: "bg-accent-700 text-white hover:bg-accent-800",
  /** A second action beside a primary one, on a light section: white with a grey border. */
  secondary:
    "border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:hover:bg-slate-800",
  /** A quieter action inside a card: a grey border, no background of its own. */
  outline:
    "border border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800",
  /** An accent border that fills in on hover. */
  accentOutline:
    "border border-accent-700 text-accent-700 transition-colors hover:bg-accent-700 hover:text-white dark:border-accent-300 dark:text-accent-300 dark:hover:bg-accent-300 dark:hover:text-slate-950",
  /** The hero's call to action on its dark gradient: warm, lifting on hover. */
  hero: "bg-warm-400 text-slate-900 transition hover:-translate-y-0.5 hover:bg-warm-100",
  /** The hero's second action: a light white outline on the gradient, lifting on hover. */
  heroOutline:
    "border border-white/40 text-white transition hover:-translate-y-0.5 hover:bg-white/10",
  /** A second action on an accent background: a white outline. */
  onDark: "border border-white/70 text-white hover:bg-white/10",
  /** The main action on a dark or accent background: white. */
  inverse: "bg-white text-accent-800 hover:bg-accent-50",
  /** An action that is not there yet (the reason is said beside it). */
  unavailable:
    "cursor-not-allowed border border-dashed border-slate-300 text-slate-600 dark:border-slate-700 dark:text-slate-400",
  /** Approving something the owner moderates: green. */
  success: "bg-green-700 text-white hover:bg-green-800",
  /** A destructive action's confirmation ("Delete" in a confirm dialog): red. */
  danger: "bg-red-700 text-white hover:bg-red-800",
  /** A destructive action offered beside others ("Delete", "Sign out other devices"). */
  dangerOutline:
    "border border-red-300 text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950",
  /** The panel header's last action (Sign Out): dark, apart from the outline ones beside it. */
  dark: "bg-slate-900 text-white hover:bg-slate-700 dark:bg-slate-700 dark:hover:bg-slate-600",
  /** Text only, like a link: "Back to Home". */
  ghost: "text-accent-700 hover:underline dark:text-accent-300",
} as const;

const SIZES = {
  /** The owner's panel: rows, cards and dialogs. */
  xs: "rounded-lg px-3 py-1.5 text-sm",
  /** Inside cards. */
  sm: "rounded-lg px-4 py-2 text-sm",
  /** Page and section calls to action. */
  md: "rounded-lg px-5 py-2.5",
  /** The hero. */
  lg: "rounded-lg px-6 py-3",
  /** A ghost button: just enough room for the focus ring. */
  text: "rounded-lg px-1 py-1",
  /** A ghost button flush with the text column (the article pages' back links). */
  inline: "",
} as const;

const WEIGHTS = { medium: "font-medium", semibold: "font-semibold" } as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export type ButtonStyle = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  weight?: keyof typeof WEIGHTS;
  /**
   * Placement only (margins, width, flex; `justify-center` where the button is stretched): never
   * a colour or a padding the variant or size sets.
   */
  className?: string;
};

export function buttonClass({
  variant = "primary",
  size = "md",
  weight = "semibold",
  className,
}: ButtonStyle = {}): string {
  return [
    "inline-flex items-center gap-2 disabled:cursor-not-allowed disabled:opacity-60",
    SIZES[size],
    WEIGHTS[weight],
    VARIANTS[variant],
    className,
  ]
    .filter(Boolean)
    .join(" ");
}

type Icon = ComponentType<{ "aria-hidden"?: boolean | "true"; className?: string }>;

type IconProps = {
  /** An icon before the text (decorative: the text names the action). */
  icon?: Icon;
  /** An icon after the text ("Explore My Journey ↓"). */
  iconEnd?: Icon;
  children?: ReactNode;
};

/** The button's content: its icons, at the text's size, around its text. */
function withIcons({ icon: Before, iconEnd: After, children }: IconProps) {
  return (
    <>
      {Before && <Before aria-hidden="true" className="size-4" />}
      {children}
      {After && <After aria-hidden="true" className="size-4" />}
    </>
  );
}

/** The class and the content every button element takes from its style and icon props. */
function buttonParts<P extends object>({
  variant,
  size,
  weight,
  className,
  icon,
  iconEnd,
  children,
  ...rest
}: ButtonStyle & IconProps & P) {
  return {
    className: buttonClass({ variant, size, weight, className }),
    content: withIcons({ icon, iconEnd, children }),
    rest,
  };
}

type ButtonProps = ButtonStyle & IconProps & Omit<ComponentProps<"button">, "className">;

/** A <button>: type="button" unless told otherwise, so it never submits a form by accident. */
export function Button(props: ButtonProps) {
  const { className, content, rest } = buttonParts(props);
  return (
    <button type="button" {...rest} className={className}>
      {content}
    </button>
  );
}

type ButtonLinkProps = ButtonStyle & IconProps & Omit<ComponentProps<typeof Link>, "className">;

/** A link inside the site that looks like a button. */
export function ButtonLink(props: ButtonLinkProps) {
  const { className, content, rest } = buttonParts(props);
  return (
    <Link {...rest} className={className}>
      {content}
    </Link>
  );
}
