import { X } from "lucide-react";
import { useId, type ReactNode } from "react";

import { IconButton } from "@/components/ui/icon-button";
import { useModalDialog } from "@/hooks/use-modal-dialog";

const SIZES = {
  // A form: as wide as a form wants, scrolling inside when taller than the screen.
  wide: { dialog: "max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto", body: "p-5 sm:p-6" },
  // A question or a short form.
  narrow: { dialog: "max-w-md", body: "p-6" },
  // Two texts side by side or one under the other (a post's History), scrolling inside.
  full: { dialog: "max-h-[calc(100dvh-2rem)] max-w-5xl overflow-y-auto", body: "p-4 sm:p-6" },
};

/**
 * The panel's one modal <dialog>: a heading (and a description, when there is one) that name it,
 * focus inside while it is open and back where it was after. Escape calls `onClose` (unless
 * `busy`, e.g. during an upload); without `onClose` nothing but the dialog's own buttons closes
 * it. The content is mounted only while open, so every opening starts afresh, unless
 * `keepMounted` (a form that keeps what was typed when it is closed).
 */
export function ModalDialog({
  open,
  title,
  description,
  onClose,
  closeButton = Boolean(onClose),
  busy = false,
  size = "wide",
  onOpen,
  keepMounted = false,
  children,
}: {
  open: boolean;
  title: string;
  description?: ReactNode;
  onClose?: () => void;
  closeButton?: boolean;
  busy?: boolean;
  size?: keyof typeof SIZES;
  onOpen?: (dialog: HTMLDialogElement) => void;
  keepMounted?: boolean;
  children: ReactNode;
}) {
  const { ref, onCancel } = useModalDialog(open, { onOpen, onClose: busy ? undefined : onClose });
  const id = useId();
  const { dialog, body } = SIZES[size];

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      onCancel={onCancel}
      className={`m-auto w-[calc(100%-2rem)] rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-black/50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 ${dialog}`}
    >
      {(open || keepMounted) && (
        <div className={body}>
          <div className="flex items-start justify-between gap-4">
            <h2 id={`${id}-title`} className="text-lg font-semibold">
              {title}
            </h2>
            {closeButton && (
              <IconButton
                icon={X}
                label="Close"
                onClick={onClose}
                disabled={busy}
                className="-m-1 rounded-lg p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
              />
            )}
          </div>
          {description && (
            <p id={`${id}-description`} className="mt-2 text-sm text-slate-600 dark:text-slate-300">
              {description}
            </p>
          )}
          <div className="mt-4">{children}</div>
        </div>
      )}
    </dialog>
  );
}
