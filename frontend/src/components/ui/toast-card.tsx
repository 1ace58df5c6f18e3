import { X } from "lucide-react";

import { IconButton } from "./icon-button";

export type ToastInput = {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  durationMs?: number;
  /** One button beside the message, e.g. 'Undo'; pressing it also dismisses the toast. */
  action?: { label: string; onClick: () => void };
};

export type Toast = ToastInput & { id: number };

/** The notification's card (toast.tsx keeps the area, the timer and F8). */
export default function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const destructive = toast.variant === "destructive";
  return (
    <div
      data-testid="toast"
      className={`pointer-events-auto flex items-start gap-3 rounded-xl border p-4 shadow-lg ${
        destructive
          ? "border-red-700 bg-red-700 text-white"
          : "border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      }`}
    >
      <div className="flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description && (
          <p className={`mt-1 text-sm ${destructive ? "text-red-50" : "opacity-80"}`}>
            {toast.description}
          </p>
        )}
      </div>
      {toast.action && (
        <button
          type="button"
          onClick={() => {
            onDismiss();
            toast.action?.onClick();
          }}
          className={`shrink-0 rounded-lg border px-3 py-1 text-sm font-semibold ${
            destructive
              ? "border-white/70 hover:bg-white/10"
              : "border-slate-300 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
          }`}
        >
          {toast.action.label}
        </button>
      )}
      <IconButton
        icon={X}
        label="Dismiss notification"
        iconClassName="size-4"
        onClick={onDismiss}
        className="rounded p-1 opacity-70 hover:opacity-100"
      />
    </div>
  );
}
