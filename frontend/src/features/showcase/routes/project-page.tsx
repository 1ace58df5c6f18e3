import { ArrowLeft, CalendarDays, Globe } from "lucide-react";
import { useLocation, useParams } from "react-router-dom";

import { Progress } from "@/components/ui/progress";
import { ButtonLink, buttonClass } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { formatMonthYear } from "@/lib/format";
import { isServerNotFound } from "@/lib/initial-data";
import { keywordList, usePageHead } from "@/lib/page-head";
import { DETAIL_SIZES } from "@/lib/srcset";

import { useProject } from "../api/get-project";
import { CoverImage } from "../components/cover-image";
import { displayHost, ExternalLink } from "../components/external-link";
import { ProjectFeatures, ProjectStats } from "../components/project-details";
import { StatusBadge } from "../components/status-badge";

function BackToProjects() {
  return (
    <ButtonLink to={paths.projects} variant="ghost" size="text" weight="medium">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Projects
    </ButtonLink>
  );
}

function ProjectNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">Project Not Found</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-400">
        The project you&apos;re looking for doesn&apos;t exist.
      </p>
      <div className="mt-8">
        <BackToProjects />
      </div>
    </div>
  );
}

export default function ProjectPage() {
  const { slug } = useParams();
  const { pathname } = useLocation();
  const notFoundOnServer = isServerNotFound(pathname);
  const { data: project, error, isLoading } = useProject(slug, { skip: notFoundOnServer });
  const notFound =
    notFoundOnServer ||
    (error instanceof ApiError && error.status === 404 && !project) ||
    project?.isPublished === false;
  usePageHead(
    notFound
      ? { page: "not-found", title: "Project Not Found" }
      : {
          page: "project",
          title: project?.title,
          description: project?.description,
          image: project?.imageUrl,
          keywords: project && keywordList([[project.type], project.technologies]),
          canonicalPath: project && paths.project(project.slug),
        },
  );

  if (notFound) return <ProjectNotFound />;
  if (!project) {
    return (
      <div
        role="status"
        aria-label={isLoading ? "Loading project" : undefined}
        className="mx-auto max-w-4xl px-4 py-16"
      >
        <Skeleton className="aspect-video w-full" />
        <Skeleton className="mt-8 h-10 w-3/4" />
        <Skeleton className="mt-6 h-40 w-full" />
      </div>
    );
  }

  const started = formatMonthYear(project.startDate);
  return (
    <article className="mx-auto max-w-4xl px-4 pt-12 pb-20 sm:px-6">
      <BackToProjects />
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
        <p className="text-lg whitespace-pre-line text-slate-700 dark:text-slate-300">
          {project.fullDescription || project.description}
        </p>
        <Progress value={project.progress} />
        <ProjectStats project={project} />
        <ProjectFeatures project={project} headingLevel="h2" headingClassName="text-xl" />
        {project.website && (
          <ExternalLink href={project.website} className={buttonClass()}>
            Visit Website
          </ExternalLink>
        )}
      </div>
    </article>
  );
}
