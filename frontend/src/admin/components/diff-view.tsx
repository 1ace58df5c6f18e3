// One text of a revision compared with the editor's, line by line: a line only in the revision
// is marked "−" (and said "Only in this version" to screen readers), a line only in the editor
// "+" ("Only in the editor"), besides their colours. Long runs of unchanged lines fold up.
import { useMemo } from "react";

import { diffCounts, lineDiff, type DiffLine } from "../lib/line-diff";

/** Unchanged lines shown around a change; longer runs fold into "… n unchanged lines". */
const CONTEXT = 2;

type Shown = DiffLine | { kind: "folded"; count: number };

export function foldUnchanged(lines: readonly DiffLine[], context: number = CONTEXT): Shown[] {
  const near = lines.map(() => false);
  lines.forEach((line, index) => {
    if (line.kind === "same") return;
    for (
      let k = Math.max(0, index - context);
      k <= Math.min(lines.length - 1, index + context);
      k += 1
    )
      near[k] = true;
  });
  const shown: Shown[] = [];
  lines.forEach((line, index) => {
    if (line.kind !== "same" || near[index]) shown.push(line);
    else {
      const last = shown[shown.length - 1];
      if (last?.kind === "folded") last.count += 1;
      else shown.push({ kind: "folded", count: 1 });
    }
  });
  return shown;
}

const LINE_STYLES = {
  same: { sign: " ", said: "", className: "text-slate-700 dark:text-slate-300" },
  removed: {
    sign: "−",
    said: "Only in this version: ",
    className: "bg-red-50 text-red-900 dark:bg-red-950/60 dark:text-red-100",
  },
  added: {
    sign: "+",
    said: "Only in the editor: ",
    className: "bg-green-50 text-green-900 dark:bg-green-950/60 dark:text-green-100",
  },
} as const;

export function DiffView({
  label,
  before,
  after,
}: {
  label: string;
  before: string;
  after: string;
}) {
  const lines = useMemo(() => lineDiff(before, after), [before, after]);
  const { added, removed } = diffCounts(lines);
  const changed = added + removed > 0;
  return (
    <section aria-label={label}>
      <h3 className="text-sm font-semibold text-slate-900 dark:text-white">
        {label}{" "}
        <span className="font-normal text-slate-600 dark:text-slate-400">
          {changed
            ? `(${removed} line${removed === 1 ? "" : "s"} only in this version, ${added} only in the editor)`
            : "(the same)"}
        </span>
      </h3>
      {changed && (
        <ol className="mt-1.5 overflow-x-auto rounded-lg border border-slate-200 font-mono text-xs leading-5 dark:border-slate-800">
          {foldUnchanged(lines).map((line, index) =>
            line.kind === "folded" ? (
              <li key={index} className="px-2 py-0.5 text-slate-500 italic dark:text-slate-400">
                … {line.count} unchanged line{line.count === 1 ? "" : "s"}
              </li>
            ) : (
              <li
                key={index}
                className={`flex gap-2 px-2 whitespace-pre-wrap ${LINE_STYLES[line.kind].className}`}
              >
                <span aria-hidden="true" className="w-3 shrink-0 select-none font-bold">
                  {LINE_STYLES[line.kind].sign}
                </span>
                <span className="min-w-0 break-words">
                  {LINE_STYLES[line.kind].said && (
                    <span className="sr-only">{LINE_STYLES[line.kind].said}</span>
                  )}
                  {line.text || " "}
                </span>
              </li>
            ),
          )}
        </ol>
      )}
    </section>
  );
}
