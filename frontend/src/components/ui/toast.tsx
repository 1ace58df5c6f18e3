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

import { lazyComponent } from "@/lib/lazy-route";

import type { Toast, ToastInput } from "./toast-card";

export type { ToastInput } from "./toast-card";

// The specification's notification rules: one shown at a time, 5000 ms by default, F8 focuses
// the notification area.
export const TOAST_DURATION_MS = 5000;

// Where the Popover API exists, the notification area goes in the top layer (above modal
// dialogs); elsewhere it stays a plain fixed element, still shown.
const SUPPORTS_POPOVER =
  typeof HTMLElement !== "undefined" && typeof HTMLElement.prototype.showPopover === "function";

/** The card a toast shows, in a chunk of its own (toast-card.tsx): loaded by the first
 * component that can notify (useToast) when it mounts, so a page with none, such as the home
 * page, never downloads it, and a page with one has it before the visitor acts. */
export const ToastCard = lazyComponent(
  () => import(/* webpackChunkName: "toast-card" */ "./toast-card"),
);

/** Whether the card's chunk is here, or could not be loaded (offline): then the notification
 * is its words alone, still announced. */
function useCardState(wanted: boolean): "ready" | "loading" | "failed" {
  const [state, setState] = useState<"ready" | "loading" | "failed">(() =>
    ToastCard.loaded() ? "ready" : "loading",
  );
  useEffect(() => {
    if (!wanted || state !== "loading") return;
    let live = true;
    ToastCard.preload().then(
      () => live && setState("ready"),
      () => live && setState("failed"),
    );
    return () => {
      live = false;
    };
  }, [wanted, state]);
  return state;
}

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
  const card = useCardState(current !== null);

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
          {current && card === "ready" && (
            <ToastCard key={current.id} toast={current} onDismiss={dismiss} />
          )}
          {current && card === "failed" && (
            <p key={current.id} data-testid="toast" className="rounded-xl bg-white p-4 shadow-lg">
              {current.description ? `${current.title}: ${current.description}` : current.title}
            </p>
          )}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastContextValue {
  const value = useContext(ToastContext);
  useEffect(() => {
    ToastCard.preload().catch(() => undefined); // offline: the words alone (useCardState)
  }, []);
  if (!value) throw new Error("useToast must be used inside ToastProvider");
  return value;
}
