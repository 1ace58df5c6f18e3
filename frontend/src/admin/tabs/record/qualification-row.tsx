// One qualification in the list: its type and board, subject, tier and series, and its latest
// grades. Grades are private: the row says how many of them are public.
import { CalendarDays, GraduationCap, Layers } from "lucide-react";

import {
  EditorListItem,
  RowActions,
  RowFact,
  type EditorRowProps,
} from "../../components/list-controls";
import { TIER_LABELS, TYPE_LABELS, type Qualification } from "./api";
import { gradeSummary } from "./grade-summary";

export function QualificationRow({
  row: q,
  active,
  deleting,
  onEdit,
  onDelete,
}: EditorRowProps<Qualification>) {
  const publicCount = q.grades.filter((grade) => grade.isPublic).length;
  const name = `${TYPE_LABELS[q.type]} ${q.subject}`;
  return (
    <EditorListItem
      active={active}
      info={
        <>
          <p className="flex items-center gap-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">
            <GraduationCap aria-hidden="true" className="size-4 shrink-0" />
            <span className="min-w-0 [overflow-wrap:anywhere]">
              {TYPE_LABELS[q.type]} · {q.boardName}
            </span>
          </p>
          <h3 className="mt-0.5 font-semibold break-words text-slate-900 dark:text-white">
            {q.subject}
          </h3>
          <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            {q.tier && (
              <RowFact icon={Layers}>{TIER_LABELS[q.tier as keyof typeof TIER_LABELS]}</RowFact>
            )}
            {q.series && <RowFact icon={CalendarDays}>{q.series}</RowFact>}
          </div>
        </>
      }
      body={
        <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="grade-summary">
          {gradeSummary(q.grades)}
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            {publicCount === 0
              ? "All private"
              : `${publicCount} public ${publicCount === 1 ? "grade" : "grades"}`}
          </span>
        </p>
      }
      actions={
        <RowActions
          alwaysLabelled
          title={name}
          onEdit={onEdit}
          onDelete={onDelete}
          deleting={deleting}
        />
      }
    />
  );
}
