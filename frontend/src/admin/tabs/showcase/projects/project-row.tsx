// One project in the editor's list: type, title, state, status and progress, whether it is
// featured or has a demo, its description; Move up / Move down (not for the featured one, drawn
// first whatever its place), Edit and Delete.
import { ArrowDown, ArrowUp, PlayCircle, Star } from "lucide-react";

import { Button } from "@/components/ui/button";

import {
  Badge,
  EditorListItem,
  RowActions,
  RowFact,
  StatusBadge,
  type EditorRowProps,
} from "../../../components/list-controls";
import type { Project } from "./api";
import { useProjectOrder } from "./project-order";

function MoveButtons({ project }: { project: Project }) {
  const { place, move, busy } = useProjectOrder();
  const at = place(project.id);
  if (!at) return null;
  const [index, count] = at;
  // aria-disabled, not disabled: a button that reaches the end keeps the keyboard's focus.
  const button = (step: -1 | 1, can: boolean) => (
    <Button
      variant="outline"
      size="xs"
      weight="medium"
      icon={step < 0 ? ArrowUp : ArrowDown}
      aria-label={`Move ${project.title} ${step < 0 ? "up" : "down"}`}
      title={`Move ${step < 0 ? "up" : "down"}`}
      aria-disabled={!can || busy}
      onClick={() => can && move(project, step)}
      className={can ? "" : "opacity-40"}
    />
  );
  return (
    <div className="flex gap-1">
      {button(-1, index > 0)}
      {button(1, index < count - 1)}
    </div>
  );
}

export function ProjectRow({ row: project, ...row }: EditorRowProps<Project>) {
  return (
    <EditorListItem
      active={row.active}
      info={
        <>
          {project.type && (
            <p className="text-sm font-medium break-words text-slate-700 dark:text-slate-300">
              {project.type}
            </p>
          )}
          <h3 className="font-semibold break-words text-slate-900 dark:text-white">
            {project.title}
          </h3>
          <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            <StatusBadge published={project.isPublished} />
            {project.featured && (
              <Badge tone="warm" icon={Star}>
                Featured
              </Badge>
            )}
            <span>
              {project.status} · {project.progress}%
            </span>
            {project.demoUrl && <RowFact icon={PlayCircle}>Demo</RowFact>}
          </div>
        </>
      }
      body={
        <p className="line-clamp-2 text-sm text-slate-700 dark:text-slate-300">
          {project.description}
        </p>
      }
      actions={
        <div className="flex flex-wrap justify-end gap-2">
          <MoveButtons project={project} />
          <RowActions
            alwaysLabelled
            title={project.title}
            onEdit={row.onEdit}
            onDelete={row.onDelete}
            deleting={row.deleting}
          />
        </div>
      }
    />
  );
}
