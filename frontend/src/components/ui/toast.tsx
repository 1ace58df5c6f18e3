import { X } from "lucide-react";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";

import { IconButton } from "./icon-button";

// The specification's notification rules: one shown at a time, 5000 ms by default, F8 focuses
// the notification area.
export const TOAST_DURATION_MS = 5000;

// Where the Popover API exists, the notification area goes in the top layer (above modal
// dialogs); elsewhere it stays a plain fixed element, still shown.
const SUPPORTS_POPOVER =
  typeof HTMLElement !== "undefined" && typeof HTMLElement.prototype.showPopover === "function";

export type ToastInput = {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  durationMs?: number;
  /** One button beside the message, e.g. 'Undo'; pressing it also dismisses the toast. */
  action?: { label: string; onClick: () => void };
};

type Toast = ToastInput & { id: number };

type ToastContextValue = { toast: (input: ToastInput) => void; dismiss: () => void };

const ToastContext = createContext<ToastContextValue | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Toast | null>(null);
  const nextId = useRef(1);
  const regionRef = useRef<HTMLDivElement>(null);

  const dismiss = useCallback(() => setCurrent(null), []);
  const toast = useCallback((input: ToastInput) => {
    setCurrent({ ...input, id: nextId.current++ });
  }, []);

  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(dismiss, current.durationMs ?? TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [current, dismiss]);

  // The notification area lives in the browser's top layer (a manual popover), shown again for
  // each toast so it sits above any modal dialog that opened before it.
  useEffect(() => {
    const region = regionRef.current;
    if (!region || !SUPPORTS_POPOVER) return;
    if (region.matches(":popover-open")) region.hidePopover();
    if (current) region.showPopover();
  }, [current]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "F8") {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  const destructive = current?.variant === "destructive";

  return (
    <ToastContext.Provider value={value}>
      {children}
      <div
        ref={regionRef}
        tabIndex={-1}
        role="region"
        aria-label="Notifications (F8)"
        popover={SUPPORTS_POPOVER ? "manual" : undefined}
        className="pointer-events-none fixed inset-x-0 top-auto bottom-0 z-50 m-0 flex w-full max-w-none justify-center overflow-visible border-0 bg-transparent p-4 sm:justify-end"
      >
        <div role="status" aria-live="polite" className="w-full max-w-sm">
          {current && (
            <div
              key={current.id}
              data-testid="toast"
              className={`pointer-events-auto flex items-start gap-3 rounded-xl border p-4 shadow-lg ${
                destructive
                  ? "border-red-700 bg-red-700 text-white"
                  : "border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
              }`}
            >
              <div className="flex-1">
                <p className="font-semibold">{current.title}</p>
                {current.description && (
                  <p className={`mt-1 text-sm ${destructive ? "text-red-50" : "opacity-80"}`}>
                    {current.description}
                  </p>
                )}
              </div>
              {current.action && (
                <button
                  type="button"
                  onClick={() => {
                    dismiss();
                    current.action?.onClick();
                  }}
                  className={`shrink-0 rounded-lg border px-3 py-1 text-sm font-semibold ${
                    destructive
                      ? "border-white/70 hover:bg-white/10"
                      : "border-slate-300 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
                  }`}
                >
                  {current.action.label}
                </button>
              )}
              <IconButton
                icon={X}
                label="Dismiss notification"
                iconClassName="size-4"
                onClick={dismiss}
                className="rounded p-1 opacity-70 hover:opacity-100"
              />
            </div>
          )}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastContextValue {
  const value = useContext(ToastContext);
  if (!value) throw new Error("useToast must be used inside ToastProvider");
  return value;
}
