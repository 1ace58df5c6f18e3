import { Globe, Star } from "lucide-react";

import { CoverImage } from "@/components/ui/cover-image";
import { Progress } from "@/components/ui/progress";
import { richTextSummary } from "@/lib/rich-text";
import { WIDE_SIZES } from "@/lib/srcset";

import type { Project } from "../api/get-projects";
import { displayHost } from "./external-link";
import { ProjectFeatures, ProjectLinks, ProjectStats } from "./project-details";
import { StatusBadge } from "./status-badge";

export function FeaturedProjectCard({ project }: { project: Project }) {
  return (
    <article
      aria-labelledby={`project-${project.id}`}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="relative">
        <CoverImage
          src={project.imageUrl}
          alt={`${project.title} screenshot`}
          eager
          sizes={WIDE_SIZES}
          className="sm:aspect-[21/9]"
        />
        <span
          className={`inline-flex items-center gap-1 rounded-full bg-warm-400 px-3 py-1 text-xs font-bold text-slate-900 shadow ${
            project.imageUrl ? "absolute top-4 left-4" : "mx-6 mt-6 sm:mx-8 sm:mt-8"
          }`}
        >
          <Star aria-hidden="true" className="size-3.5 fill-current" />
          Featured
        </span>
      </div>
      <div className="grid gap-8 p-6 sm:p-8 lg:grid-cols-2 lg:gap-12">
        <div className="flex flex-col gap-6">
          <div>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <h3
                id={`project-${project.id}`}
                className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white"
              >
                {project.title}
              </h3>
              <StatusBadge status={project.status} />
            </div>
            {project.website && (
              <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
                <Globe aria-hidden="true" className="size-4" />
                {displayHost(project.website)}
              </p>
            )}
          </div>
          <p className="text-slate-700 dark:text-slate-300">
            {project.fullDescription
              ? richTextSummary(project.fullDescription, project.fullDescriptionFormat)
              : project.description}
          </p>
          <Progress value={project.progress} />
          <ProjectStats project={project} />
        </div>
        <div className="flex flex-col gap-6">
          <ProjectFeatures project={project} headingLevel="h4" />
          <ProjectLinks project={project} />
        </div>
      </div>
    </article>
  );
}
