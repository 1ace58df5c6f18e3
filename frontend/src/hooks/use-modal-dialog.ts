// The site's one modal <dialog> behaviour, for the admin panel's dialogs and the public
// lightbox and travel map alike. It imports React alone, so a public chunk that uses it carries
// a few hundred bytes and nothing of the panel.
import { useEffect, useRef, type KeyboardEvent, type RefObject, type SyntheticEvent } from "react";

export type ModalDialogOptions = {
  /** Runs each time it opens. */
  onOpen?: (dialog: HTMLDialogElement) => void;
  /** Escape (the dialog's cancel): without it, Escape does nothing. */
  onClose?: () => void;
  /** The page behind does not scroll while it is open. */
  lockScroll?: boolean;
  /** Where focus goes after (default: wherever it was when the dialog opened). */
  returnTo?: RefObject<HTMLElement | null>;
};

/**
 * A <dialog> shown as a modal while `open` (the browser keeps focus inside it) and closed
 * otherwise; focus goes back where it was after. Put `ref` and `onCancel` on the <dialog>.
 */
export function useModalDialog(open: boolean, options: ModalDialogOptions = {}) {
  const ref = useRef<HTMLDialogElement>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const { lockScroll, returnTo } = latest.current;
    const before = document.activeElement;
    if (!dialog.open) dialog.showModal?.();
    latest.current.onOpen?.(dialog);
    const root = document.documentElement;
    const overflow = root.style.overflow;
    if (lockScroll) root.style.overflow = "hidden";
    return () => {
      if (lockScroll) root.style.overflow = overflow;
      if (dialog.open) dialog.close?.();
      const target = returnTo?.current ?? before;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    };
  }, [open]);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // The dialog closes when its owner says so, not by itself.
    event.preventDefault();
    latest.current.onClose?.();
  };

  return { ref, onCancel };
}

/** A <dialog>'s onKeyDown that keeps Tab inside it: from its last control to its first and
 * back (a modal dialog alone lets Tab leave for the browser's own controls). */
export function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const focusable = Array.from(
    event.currentTarget.querySelectorAll<HTMLElement | SVGElement>("button, [href], [tabindex]"),
  ).filter((element) => element.tabIndex >= 0 && !element.hasAttribute("disabled"));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  const inside = active instanceof Node && event.currentTarget.contains(active);
  if (!first || !last) {
    event.preventDefault();
  } else if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}
