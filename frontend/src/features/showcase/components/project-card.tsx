import { ArrowRight, TrendingUp } from "lucide-react";

import { Progress } from "@/components/ui/progress";
import { ButtonLink } from "@/components/ui/button";
import { paths } from "@/config/paths";

import type { Project } from "../api/get-projects";
import { DemoLink } from "./project-details";
import { StatusBadge } from "./status-badge";
import { TechChips } from "./tech-chips";

export function ProjectCard({ project }: { project: Project }) {
  return (
    <article
      aria-labelledby={`project-${project.id}`}
      className="flex h-full flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-1 hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
    >
      <div>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h3
            id={`project-${project.id}`}
            className="text-xl font-semibold text-slate-900 dark:text-white"
          >
            {project.title}
          </h3>
          <StatusBadge status={project.status} />
        </div>
        {project.type && (
          <span className="mt-2 inline-flex rounded-md bg-accent-50 px-2.5 py-0.5 text-xs font-semibold text-accent-800 dark:bg-slate-800 dark:text-accent-300">
            <span className="sr-only">Type: </span>
            {project.type}
          </span>
        )}
      </div>
      <p className="flex-1 text-slate-600 dark:text-slate-400">{project.description}</p>
      <Progress value={project.progress} />
      {project.impact && (
        <p className="flex gap-2 text-sm text-slate-700 dark:text-slate-300">
          <TrendingUp
            aria-hidden="true"
            className="mt-0.5 size-4 shrink-0 text-green-700 dark:text-green-400"
          />
          <span>
            <span className="font-semibold">Impact: </span>
            {project.impact}
          </span>
        </p>
      )}
      <TechChips technologies={project.technologies} label={`${project.title} technologies`} />
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-5 dark:border-slate-800">
        <ButtonLink
          to={paths.project(project.slug)}
          aria-label={`Learn More: ${project.title}`}
          size="sm"
          iconEnd={ArrowRight}
        >
          {/* The project's name is in the link's text too, not only in its aria-label (which is
              what screen readers say): search engines, and Lighthouse's link-text audit, read
              the text. */}
          Learn More<span className="sr-only">: {project.title}</span>
        </ButtonLink>
        <DemoLink project={project} />
      </div>
    </article>
  );
}
