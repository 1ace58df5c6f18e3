// A log entry's evidence: rows already on the site (an achievement and its certificate, a
// project, a post, a journal entry), chosen from the owner's own rows (drafts too: a visitor is
// shown only the ones they may see), at most 20.
import { useField } from "formik";
import { Plus, X } from "lucide-react";
import { useId, useState } from "react";

import { Button } from "@/components/ui/button";

import { useOwnerList } from "../../api/owner-data";
import { FieldError, inputClass, labelClass } from "../../components/form-controls";
import { EVIDENCE_LABELS, optionsOf, type EvidenceType } from "./api";
import type { EvidenceValue } from "./log-schema";

/** Where the owner's rows of each type are read (their first page: the newest). */
export const EVIDENCE_SOURCES: Record<EvidenceType, string> = {
  achievement: "/api/achievements",
  project: "/api/projects",
  post: "/api/blog-posts",
  "journal-entry": "/api/gcse-journal",
};

type Candidate = { id: string; title?: string; topic?: string; week?: string };

/** How a row is named in the list: its title, or a journal entry's week and topic. */
export function candidateName(row: Candidate): string {
  if (row.title) return row.title;
  return [row.week, row.topic].filter(Boolean).join(": ");
}

export function EvidenceField() {
  const [field, , helpers] = useField<EvidenceValue[]>("evidence");
  const chosen = field.value;
  const [type, setType] = useState<EvidenceType>("achievement");
  const [rowId, setRowId] = useState("");
  const { data: rows, error } = useOwnerList<Candidate>(EVIDENCE_SOURCES[type]);
  const typeId = useId();
  const rowSelectId = useId();
  const available = (rows ?? []).filter(
    (row) => !chosen.some((item) => item.type === type && item.id === row.id),
  );
  const pick = available.find((row) => row.id === rowId) ?? available[0];

  const add = () => {
    if (!pick) return;
    void helpers.setValue([...chosen, { type, id: pick.id, title: candidateName(pick) }]);
    setRowId("");
  };
  const remove = (item: EvidenceValue) =>
    void helpers.setValue(chosen.filter((other) => other !== item));

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900 dark:text-white">
        Evidence (optional)
      </legend>
      {chosen.length > 0 && (
        <ul aria-label="Evidence" className="space-y-1">
          {chosen.map((item) => (
            <li
              key={`${item.type}-${item.id}`}
              className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-1.5 text-sm dark:border-slate-800"
            >
              <span className="min-w-0 [overflow-wrap:anywhere]">
                <span className="text-slate-600 dark:text-slate-400">
                  {EVIDENCE_LABELS[item.type]}:
                </span>{" "}
                {item.title || "(untitled)"}
              </span>
              <Button
                variant="outline"
                size="xs"
                weight="medium"
                icon={X}
                onClick={() => remove(item)}
                aria-label={`Remove ${item.title || EVIDENCE_LABELS[item.type]}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,10rem)_minmax(0,1fr)]">
        <div>
          <label htmlFor={typeId} className={labelClass}>
            Evidence type
          </label>
          <select
            id={typeId}
            value={type}
            onChange={(event) => {
              setType(event.target.value as EvidenceType);
              setRowId("");
            }}
            className={inputClass}
          >
            {optionsOf(EVIDENCE_LABELS).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={rowSelectId} className={labelClass}>
            {EVIDENCE_LABELS[type]}
          </label>
          <select
            id={rowSelectId}
            value={pick?.id ?? ""}
            onChange={(event) => setRowId(event.target.value)}
            disabled={available.length === 0}
            className={inputClass}
          >
            {available.length === 0 && (
              <option value="">
                {error ? "Could not be loaded" : rows ? "None to add" : "Loading..."}
              </option>
            )}
            {available.map((row) => (
              <option key={row.id} value={row.id}>
                {candidateName(row) || "(untitled)"}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="outline"
          size="sm"
          weight="medium"
          icon={Plus}
          onClick={add}
          disabled={!pick || chosen.length >= 20}
          className="justify-self-start sm:col-span-2"
        >
          Add evidence
        </Button>
      </div>
      <FieldError name="evidence" />
    </fieldset>
  );
}
