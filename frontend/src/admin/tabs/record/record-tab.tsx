// The Record tab (issue 27): the owner's qualifications with their grades over time, the
// super-curricular log, and (at its end) the CV's settings. Grades are private unless marked
// public; log entries are drafts until published. The server enforces both.
import { CvSection } from "./cv-section";

export function RecordTab() {
  return (
    <div className="space-y-10">
      <div>
        <h2 className="text-2xl font-bold text-slate-900 dark:text-white">Record</h2>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Your qualifications and grades, and what you do beyond the curriculum. Grades stay private
          unless you mark one public.
        </p>
      </div>
      <CvSection />
    </div>
  );
}
