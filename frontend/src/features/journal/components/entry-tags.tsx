import { CalendarDays } from "lucide-react";

import { MetaItem } from "@/components/ui/meta-item";
import { formatUsLongDay } from "@/lib/format";

import type { JournalEntry } from "../api/get-entries";
import { SubjectBadge } from "./subject-badge";
import { WeekBadge } from "./week-badge";

/** An entry's subject and week badges and its study date, on the card and on the entry's page.
 * `dateClassName` places the date (on the card it goes to the right on wide screens). */
export function EntryTags({
  entry,
  className,
  dateClassName = "",
}: {
  entry: JournalEntry;
  className: string;
  dateClassName?: string;
}) {
  return (
    <div className={`flex flex-wrap items-center ${className} text-sm`}>
      <SubjectBadge subject={entry.subject} name={entry.subjectName} />
      <WeekBadge week={entry.week} />
      <MetaItem
        icon={CalendarDays}
        label="Studied on"
        className={["text-slate-600", dateClassName, "dark:text-slate-400"]
          .filter(Boolean)
          .join(" ")}
      >
        <time dateTime={entry.studyDate}>{formatUsLongDay(entry.studyDate)}</time>
      </MetaItem>
    </div>
  );
}
