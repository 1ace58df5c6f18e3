import { ArrowLeft } from "lucide-react";
import type { MouseEvent, ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";

import { buttonClass } from "./button";

type Props = {
  /** Where to go when this page was the first one opened in the tab (no history to go back to). */
  fallback?: string;
  children?: ReactNode;
  className?: string;
};

const DEFAULT_CLASS = buttonClass({ variant: "ghost", size: "text", weight: "medium" });

/**
 * A "Back to Home" link that goes back in the browser history, as the specification asks, and
 * to `fallback` when the visitor arrived straight on this page (so it never leaves the site).
 * It is a real link, so it also works in a new tab and without JavaScript.
 */
export function BackLink({ fallback = "/", children = "Back to Home", className }: Props) {
  const navigate = useNavigate();
  // React Router gives the first entry of a session the key "default": nothing of ours behind it.
  const canGoBack = useLocation().key !== "default";

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!canGoBack || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    navigate(-1);
  };

  return (
    <Link to={fallback} onClick={onClick} className={className ?? DEFAULT_CLASS}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
