// The Showcase tab: the achievements, projects and memes the public pages show, each edited in
// its own view (?tab=showcase&view=projects opens one directly).
import { useSearchParams } from "react-router-dom";

import { SegmentedTabs } from "../../components/segmented-tabs";
import { AchievementsEditor } from "./achievements/achievements-editor";
import { MemesEditor } from "./memes/memes-editor";
import { ProjectsEditor } from "./projects/projects-editor";

export type ShowcaseView = "achievements" | "projects" | "memes";

export const SHOWCASE_VIEWS: { id: ShowcaseView; label: string }[] = [
  { id: "achievements", label: "Achievements" },
  { id: "projects", label: "Projects" },
  { id: "memes", label: "Memes" },
];

const EDITORS = {
  achievements: AchievementsEditor,
  projects: ProjectsEditor,
  memes: MemesEditor,
} as const;

/** The view a ?view= value opens: one of the three, else the first. */
export function showcaseView(value: string | null): ShowcaseView {
  return SHOWCASE_VIEWS.find((view) => view.id === value)?.id ?? "achievements";
}

export function ShowcaseTab() {
  const [params, setParams] = useSearchParams();
  const view = showcaseView(params.get("view"));
  const Editor = EDITORS[view];
  const open = (next: ShowcaseView) =>
    setParams(next === "achievements" ? { tab: "showcase" } : { tab: "showcase", view: next }, {
      replace: true,
    });

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold text-slate-900 dark:text-white">Showcase</h2>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Your awards and certificates, the projects you have started and your memes: what the
          Achievements, Projects and Memes pages show.
        </p>
      </div>
      <SegmentedTabs
        label="Showcase"
        idPrefix="showcase-view"
        tabs={SHOWCASE_VIEWS}
        selected={view}
        onSelect={open}
        className="flex w-full sm:inline-flex sm:w-auto [&>*]:flex-1 sm:[&>*]:flex-none"
      >
        <div className="pt-2">
          <Editor />
        </div>
      </SegmentedTabs>
    </div>
  );
}
