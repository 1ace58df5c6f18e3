// One achievement in the editor's list: its category and issuer, title, state, date, whether it
// has a certificate, and its description.
import { Award, CalendarDays, FileImage } from "lucide-react";

import { ContentRow, RowFact, type EditorRowProps } from "../../../components/list-controls";
import { formatCalendarDate } from "../../../lib/editor";
import type { Achievement } from "./api";

export function AchievementRow({ row: achievement, ...row }: EditorRowProps<Achievement>) {
  const source = [achievement.category, achievement.issuer].filter(Boolean).join(" · ");
  return (
    <ContentRow
      {...row}
      eyebrow={
        source && (
          <p className="flex items-center gap-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">
            <Award aria-hidden="true" className="size-4 shrink-0" />
            <span className="min-w-0 [overflow-wrap:anywhere]">{source}</span>
          </p>
        )
      }
      title={achievement.title}
      name={achievement.title}
      published={achievement.isPublished}
      summary={achievement.description}
      facts={
        <>
          <RowFact icon={CalendarDays}>
            <time dateTime={achievement.date}>{formatCalendarDate(achievement.date)}</time>
          </RowFact>
          {achievement.imageUrl && <RowFact icon={FileImage}>Certificate</RowFact>}
        </>
      }
    />
  );
}
