// One log entry in the list: its kind and organisation, title, state, dates and hours, how much
// evidence it has, and the start of its reflection.
import { CalendarDays, Clock, Paperclip, Sparkles } from "lucide-react";

import { ContentRow, RowFact, type EditorRowProps } from "../../components/list-controls";
import { formatCalendarDate } from "../../lib/editor";
import { LOG_KIND_LABELS, type LogEntry } from "./api";

export function LogRow({ row: entry, ...row }: EditorRowProps<LogEntry>) {
  const source = [LOG_KIND_LABELS[entry.kind], entry.organisation].filter(Boolean).join(" · ");
  return (
    <ContentRow
      {...row}
      eyebrow={
        <p className="flex items-center gap-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">
          <Sparkles aria-hidden="true" className="size-4 shrink-0" />
          <span className="min-w-0 [overflow-wrap:anywhere]">{source}</span>
        </p>
      }
      title={entry.title}
      name={entry.title}
      published={entry.isPublished}
      summary={entry.reflectionSource}
      facts={
        <>
          <RowFact icon={CalendarDays}>
            <time dateTime={entry.startDate}>{formatCalendarDate(entry.startDate)}</time>
            {entry.endDate && (
              <>
                {" – "}
                <time dateTime={entry.endDate}>{formatCalendarDate(entry.endDate)}</time>
              </>
            )}
          </RowFact>
          {entry.hours && <RowFact icon={Clock}>{`${Number(entry.hours)} h`}</RowFact>}
          {entry.evidence.length > 0 && (
            <RowFact icon={Paperclip}>
              {entry.evidence.length} {entry.evidence.length === 1 ? "piece" : "pieces"} of evidence
            </RowFact>
          )}
        </>
      }
    />
  );
}
