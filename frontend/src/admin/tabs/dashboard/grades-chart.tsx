// Each subject's grades over time, a small inline SVG chart per qualification (issue 27): the
// target as a dashed line across, the mocks as points joined in date order, the predicted grade
// as a diamond and the achieved one as a square at the right. Each chart is named by its title
// and described by every figure in words (also shown under it). The grades are the owner's
// (private ones too): this is admin-only code, read from the owner's record API.
import { GraduationCap } from "lucide-react";

import { useOwnerList } from "../../api/owner-data";
import { CardHeading, card } from "./parts";
import {
  GRADE_CHART,
  gradeChart,
  type ChartQualification,
  type GradeChart,
} from "./grade-chart-data";

export const RECORD_QUALIFICATIONS_PATH = "/api/admin/record/qualifications";

function SubjectChart({ chart, id }: { chart: GradeChart; id: string }) {
  const { width, height, pad, right } = GRADE_CHART;
  const plotRight = width - right;
  const line = chart.mocks.map((mock) => `${mock.x},${mock.y}`).join(" ");
  return (
    <figure
      className="min-w-0 rounded-xl border border-slate-200 p-3 dark:border-slate-800"
      data-testid="grade-chart"
    >
      <figcaption className="text-sm font-semibold [overflow-wrap:anywhere] text-slate-900 dark:text-white">
        {chart.title}
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="mt-2 h-28 w-full"
      >
        <title id={`${id}-title`}>{`${chart.title}: grades over time`}</title>
        <desc id={`${id}-desc`}>{chart.description}</desc>
        {chart.levels.map((level) => (
          <g key={level.value}>
            <line
              x1={pad}
              x2={width - 4}
              y1={level.y}
              y2={level.y}
              className="stroke-slate-100 dark:stroke-slate-800"
              strokeWidth={1}
            />
            <text x={2} y={level.y + 3} fontSize={8} className="fill-slate-500 dark:fill-slate-400">
              {level.value}
            </text>
          </g>
        ))}
        {chart.target && (
          <line
            data-testid="grade-mark"
            data-kind="target"
            data-value={chart.target.value}
            x1={pad}
            x2={plotRight}
            y1={chart.target.y}
            y2={chart.target.y}
            strokeWidth={2}
            strokeDasharray="5 3"
            className="stroke-emerald-600 dark:stroke-emerald-400"
          />
        )}
        {chart.mocks.length > 1 && (
          <polyline
            points={line}
            fill="none"
            strokeWidth={1.5}
            className="stroke-accent-600 dark:stroke-accent-400"
          />
        )}
        {chart.mocks.map((mock, index) => (
          <circle
            key={`${mock.date}-${index}`}
            data-testid="grade-mark"
            data-kind="mock"
            data-value={mock.value}
            cx={mock.x}
            cy={mock.y}
            r={4}
            className="fill-accent-600 dark:fill-accent-400"
          />
        ))}
        {chart.predicted && (
          <rect
            data-testid="grade-mark"
            data-kind="predicted"
            data-value={chart.predicted.value}
            x={chart.predicted.x - 4}
            y={chart.predicted.y - 4}
            width={8}
            height={8}
            transform={`rotate(45 ${chart.predicted.x} ${chart.predicted.y})`}
            className="fill-amber-500 dark:fill-amber-400"
          />
        )}
        {chart.achieved && (
          <rect
            data-testid="grade-mark"
            data-kind="achieved"
            data-value={chart.achieved.value}
            x={chart.achieved.x - 4}
            y={chart.achieved.y - 4}
            width={8}
            height={8}
            className="fill-slate-900 dark:fill-white"
          />
        )}
      </svg>
      <p
        className="mt-1 text-xs [overflow-wrap:anywhere] text-slate-600 dark:text-slate-400"
        data-testid="grade-chart-text"
      >
        {chart.description}
      </p>
    </figure>
  );
}

/** The key to the charts' marks, for sighted readers (each chart's text says it all too). */
function Legend() {
  const item = "inline-flex items-center gap-1.5";
  return (
    <p
      aria-hidden="true"
      className="mt-3 flex flex-wrap gap-4 text-xs text-slate-600 dark:text-slate-400"
    >
      <span className={item}>
        <span className="inline-block h-0.5 w-4 border-t-2 border-dashed border-emerald-600" />
        Target
      </span>
      <span className={item}>
        <span className="inline-block size-2 rounded-full bg-accent-600" />
        Mocks
      </span>
      <span className={item}>
        <span className="inline-block size-2 rotate-45 bg-amber-500" />
        Predicted
      </span>
      <span className={item}>
        <span className="inline-block size-2 bg-slate-900 dark:bg-white" />
        Achieved
      </span>
    </p>
  );
}

export function GradesOverTime({ rows }: { rows: readonly ChartQualification[] }) {
  const charts = rows.map(gradeChart).filter((chart): chart is GradeChart => chart !== null);
  return (
    <section aria-labelledby="grades-over-time" className={card}>
      <CardHeading id="grades-over-time" icon={GraduationCap} title="Grades over time" />
      {charts.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          No grades yet. Add your qualifications and their targets and mocks in the Record tab.
        </p>
      ) : (
        <>
          <Legend />
          <div className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {charts.map((chart, index) => (
              <SubjectChart
                key={`${chart.title}-${index}`}
                chart={chart}
                id={`grade-chart-${index}`}
              />
            ))}
          </div>
          <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
            Only you see these: grades stay private unless you mark one public.
          </p>
        </>
      )}
    </section>
  );
}

/** The charts, read from the owner's record (nothing while it loads or when it fails: the
 * dashboard's other figures do not wait for it). */
export function GradesOverTimeSection() {
  const { data } = useOwnerList<ChartQualification>(RECORD_QUALIFICATIONS_PATH);
  if (!data) return null;
  return <GradesOverTime rows={data} />;
}
