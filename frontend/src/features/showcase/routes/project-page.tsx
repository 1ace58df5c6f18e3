import { CalendarDays, Globe } from "lucide-react";

import { CoverImage } from "@/components/ui/cover-image";
import { DetailPage, UpLink } from "@/components/ui/detail-page";
import { Progress } from "@/components/ui/progress";
import { RichText } from "@/components/ui/rich-text";
import { paths } from "@/config/paths";
import { useDetailRoute } from "@/lib/detail-data";
import { formatMonthYear } from "@/lib/format";
import { DETAIL_SIZES } from "@/lib/srcset";

import { useProject } from "../api/get-project";
import type { Project } from "../api/get-projects";
import { displayHost } from "../components/external-link";
import { ProjectFeatures, ProjectLinks, ProjectStats } from "../components/project-details";
import { StatusBadge } from "../components/status-badge";

const backToProjects = <UpLink to={paths.projects}>Back to Projects</UpLink>;

function ProjectArticle({ project }: { project: Project }) {
  const started = formatMonthYear(project.startDate);
  return (
    <article className="mx-auto max-w-4xl px-4 pt-12 pb-20 sm:px-6">
      {backToProjects}
      <div className="mt-8 overflow-hidden rounded-2xl">
        <CoverImage
          src={project.imageUrl}
          alt={`${project.title} screenshot`}
          eager
          sizes={DETAIL_SIZES}
        />
      </div>
      <header className="mt-8">
        <div className="flex flex-wrap items-center gap-3">
          <StatusBadge status={project.status} />
          {project.type && (
            <span className="inline-flex rounded-md bg-accent-50 px-2.5 py-0.5 text-xs font-semibold text-accent-800 dark:bg-slate-800 dark:text-accent-300">
              <span className="sr-only">Type: </span>
              {project.type}
            </span>
          )}
          {project.featured && (
            <span className="inline-flex rounded-full bg-warm-400 px-3 py-1 text-xs font-bold text-slate-900">
              Featured
            </span>
          )}
        </div>
        <h1 className="mt-4 text-4xl leading-tight font-bold text-slate-900 dark:text-white">
          {project.title}
        </h1>
        <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600 dark:text-slate-400">
          {started && (
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4" />
              <span>
                Started <time dateTime={project.startDate ?? undefined}>{started}</time>
              </span>
            </span>
          )}
          {project.website && (
            <span className="inline-flex items-center gap-1.5">
              <Globe aria-hidden="true" className="size-4" />
              {displayHost(project.website)}
            </span>
          )}
        </div>
      </header>

      <div className="mt-8 space-y-8">
        {project.fullDescription ? (
          <RichText
            html={project.fullDescription}
            format={project.fullDescriptionFormat}
            className="text-lg text-slate-700 dark:text-slate-300"
          />
        ) : (
          <p className="text-lg whitespace-pre-line text-slate-700 dark:text-slate-300">
            {project.description}
          </p>
        )}
        <Progress value={project.progress} />
        <ProjectStats project={project} />
        <ProjectFeatures project={project} headingLevel="h2" headingClassName="text-xl" />
        <ProjectLinks project={project} />
      </div>
    </article>
  );
}

export default function ProjectPage() {
  const found = useDetailRoute(useProject);
  // An unpublished project the cache still holds is not there for visitors either.
  const state = { ...found, notFound: found.notFound || found.data?.isPublished === false };

  return (
    <DetailPage
      state={state}
      back={backToProjects}
      notFound={{
        title: "Project Not Found",
        message: "The project you're looking for doesn't exist.",
      }}
      loadingLabel="Loading project"
      width="max-w-4xl"
    >
      {(item) => <ProjectArticle project={item} />}
    </DetailPage>
  );
}
