import { AlertTriangle, BadgeCheck } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";

/** What a request's link means for the form: a welcome when it works, why when it does not.
 * A problem is announced (role=alert) and takes focus when it appears after a submit. */
export function LinkNotice({
  tone,
  children,
  focus = false,
}: {
  tone: "ok" | "problem";
  children: ReactNode;
  focus?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) box.current?.focus();
  }, [focus]);
  const Icon = tone === "ok" ? BadgeCheck : AlertTriangle;
  return (
    <div
      ref={box}
      tabIndex={focus ? -1 : undefined}
      role={tone === "problem" ? "alert" : undefined}
      className={`mt-8 flex gap-3 rounded-xl border p-4 text-sm focus:outline-none ${
        tone === "ok"
          ? "border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
          : "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
      }`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
