// The Record tab (issue 27): the owner's qualifications with their grades over time, the
// super-curricular log, and (at its end) the CV's settings. Grades are private unless marked
// public; log entries are drafts until published. The server enforces both.
import { qualifications } from "./api";
import { CvSection } from "./cv-section";
import { GradesSection } from "./grades-section";
import { LogEditor } from "./log-editor";
import { QualificationsEditor } from "./qualifications-editor";

const sectionHeading = "text-2xl font-bold text-slate-900 dark:text-white";

export function RecordTab() {
  const { data: rows } = qualifications.useList();
  return (
    <div className="space-y-12">
      <div>
        <h2 className={sectionHeading}>Record</h2>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Your qualifications and grades, and what you do beyond the curriculum. Grades stay private
          unless you mark one public.
        </p>
      </div>
      <section aria-label="Qualifications" className="space-y-10">
        <QualificationsEditor />
        <GradesSection rows={rows} />
      </section>
      <section aria-labelledby="record-log-heading" className="space-y-4">
        <div>
          <h2 id="record-log-heading" className={sectionHeading}>
            Super-curricular log
          </h2>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            Books, courses, competitions, work experience and more: each a draft until you publish
            it.
          </p>
        </div>
        <LogEditor />
      </section>
      <CvSection />
    </div>
  );
}
