import { ExternalLink as ExternalIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A link to another site, opened in a new tab without giving that site access to this one. */
export function ExternalLink({
  href,
  children,
  className,
  label,
}: {
  href: string;
  children: ReactNode;
  className: string;
  /** What screen readers say when the text alone is too vague ("Demo: Revision Buddy"). */
  label?: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      aria-label={label && `${label} (opens in a new tab)`}
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
      <ExternalIcon aria-hidden="true" className="size-4 shrink-0" />
    </a>
  );
}

/** "example.com" for "https://www.example.com/path": the address as people say it. */
export function displayHost(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, "");
  } catch {
    return url;
  }
}
