import { useEffect, useRef } from "react";

/** A <dialog> shown as a modal while `open` (the browser keeps focus inside it and returns it
 * afterwards) and closed otherwise; `onOpen` runs each time it opens. */
export function useModalDialog(open: boolean, onOpen?: (dialog: HTMLDialogElement) => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const opened = useRef(onOpen);
  useEffect(() => {
    opened.current = onOpen;
  });
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal?.();
      opened.current?.(dialog);
    }
    if (!open && dialog.open) dialog.close?.();
  }, [open]);
  return ref;
}
