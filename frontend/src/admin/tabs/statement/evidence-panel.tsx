// Beside one answer, the owner's own evidence to write from: log entries, achievements and
// projects chosen from the owner's rows (drafts too: the statement is private), saved with the
// draft. Only the panel shows it; a share link's page never does.
import { Link2, X } from "lucide-react";
import { useId, useState } from "react";

import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";

import { useOwnerData } from "../../api/owner-data";
import { inputClass, labelClass } from "../../components/form-controls";
import { failureToast } from "../../lib/failure";
import { EVIDENCE_OPTIONS_PATH, type EvidenceOption, type StatementEvidence } from "./api";

const KIND_WORDS: Record<string, { one: string; many: string }> = {
  "log-entry": { one: "Log entry", many: "Log entries" },
  achievement: { one: "Achievement", many: "Achievements" },
  project: { one: "Project", many: "Projects" },
};
const KINDS = Object.keys(KIND_WORDS);

const keyOf = (item: { type: string; id: string }) => `${item.type}:${item.id}`;

export function EvidencePanel({
  answerName,
  linked,
  onChange,
}: {
  /** The answer in a few words ("why this course"): the panel's name. */
  answerName: string;
  /** This answer's evidence, in order. */
  linked: StatementEvidence[];
  /** Save this answer's evidence as `items` (the draft's others stay); throws on failure. */
  onChange: (items: { type: string; id: string }[]) => Promise<void>;
}) {
  const options = useOwnerData<EvidenceOption[]>(EVIDENCE_OPTIONS_PATH);
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const selectId = useId();
  const taken = new Set(linked.map(keyOf));
  const free = (options.data ?? []).filter((option) => !taken.has(keyOf(option)));

  const save = async (items: { type: string; id: string }[]) => {
    setBusy(true);
    try {
      await onChange(items);
    } catch (failure) {
      toast(failureToast(failure, "Failed to save the evidence. Please try again."));
    } finally {
      setBusy(false);
    }
  };
  const current = linked.map(({ type, id }) => ({ type, id }));
  const add = (value: string) => {
    const option = free.find((item) => keyOf(item) === value);
    if (option) void save([...current, { type: option.type, id: option.id }]);
  };
  const remove = (item: StatementEvidence) =>
    void save(current.filter((other) => keyOf(other) !== keyOf(item)));

  return (
    <aside aria-label={`Your evidence for ${answerName}`} className="mt-4 space-y-2 lg:mt-7">
      <h3 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900 dark:text-white">
        <Link2 aria-hidden="true" className="size-4" />
        Your evidence
      </h3>
      {linked.length > 0 ? (
        <ul aria-label="Linked" className="space-y-1.5">
          {linked.map((item) => (
            <li
              key={keyOf(item)}
              className="flex items-start justify-between gap-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900"
            >
              <span className="min-w-0 break-words text-slate-800 dark:text-slate-200">
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {KIND_WORDS[item.type]?.one ?? item.type}
                </span>
                {item.title}
              </span>
              <Button
                variant="ghost"
                size="sm"
                icon={X}
                aria-label={`Unlink ${item.title}`}
                disabled={busy}
                onClick={() => remove(item)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Link a log entry, achievement or project to write from (only you see it).
        </p>
      )}
      {options.error && !options.data ? (
        <p role="alert" className="text-sm text-red-800 dark:text-red-300">
          Your rows could not be loaded. Check your connection and try again.
        </p>
      ) : (
        (options.data === undefined || free.length > 0) && (
          <div className="space-y-1">
            <label htmlFor={selectId} className={labelClass}>
              Link evidence
            </label>
            <select
              id={selectId}
              value=""
              disabled={busy || options.data === undefined}
              onChange={(event) => add(event.target.value)}
              className={inputClass}
            >
              <option value="">Choose one of your rows…</option>
              {KINDS.map((kind) => {
                const rows = free.filter((option) => option.type === kind);
                return rows.length === 0 ? null : (
                  <optgroup key={kind} label={KIND_WORDS[kind].many}>
                    {rows.map((option) => (
                      <option key={keyOf(option)} value={keyOf(option)}>
                        {option.title}
                      </option>
                    ))}
                  </optgroup>
                );
              })}
            </select>
          </div>
        )
      )}
    </aside>
  );
}
