import { CheckCircle2, TrendingUp, Users } from "lucide-react";
import type { ReactNode } from "react";

import { buttonClass } from "@/components/ui/button";

import type { Project } from "../api/get-projects";
import { ExternalLink } from "./external-link";
import { TechChips } from "./tech-chips";

/** Active Users and Impact, side by side. */
export function ProjectStats({ project }: { project: Project }) {
  if (!project.users && !project.impact) return null;
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {project.users && (
        <div className="rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60">
          <dt className="flex items-center gap-2 text-sm font-medium text-slate-600 dark:text-slate-400">
            <Users aria-hidden="true" className="size-4" />
            Active Users
          </dt>
          <dd className="mt-1 text-lg font-semibold text-slate-900 dark:text-white">
            {project.users}
          </dd>
        </div>
      )}
      {project.impact && (
        <div className="rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60">
          <dt className="flex items-center gap-2 text-sm font-medium text-slate-600 dark:text-slate-400">
            <TrendingUp aria-hidden="true" className="size-4" />
            Impact
          </dt>
          <dd className="mt-1 font-semibold text-slate-900 dark:text-white">{project.impact}</dd>
        </div>
      )}
    </dl>
  );
}

type HeadingLevel = "h2" | "h3" | "h4";

/** Key Features and Technologies Used, with headings at the level the page needs. */
/** One part of the details: its heading (at the level the page needs), then what it lists. */
function Detail({
  title,
  heading: Heading,
  headingClassName,
  children,
}: {
  title: string;
  heading: HeadingLevel;
  headingClassName: string;
  children: ReactNode;
}) {
  return (
    <div>
      <Heading className={`${headingClassName} font-semibold text-slate-900 dark:text-white`}>
        {title}
      </Heading>
      {children}
    </div>
  );
}

export function ProjectFeatures({
  project,
  headingLevel: Heading,
  headingClassName = "text-base",
}: {
  project: Project;
  headingLevel: HeadingLevel;
  headingClassName?: string;
}) {
  return (
    <>
      {project.features.length > 0 && (
        <Detail title="Key Features" heading={Heading} headingClassName={headingClassName}>
          <ul className="mt-3 grid gap-2">
            {project.features.map((feature) => (
              <li key={feature} className="flex gap-2 text-slate-700 dark:text-slate-300">
                <CheckCircle2
                  aria-hidden="true"
                  className="mt-1 size-4 shrink-0 text-green-700 dark:text-green-400"
                />
                {feature}
              </li>
            ))}
          </ul>
        </Detail>
      )}
      {project.technologies.length > 0 && (
        <Detail title="Technologies Used" heading={Heading} headingClassName={headingClassName}>
          <div className="mt-3">
            <TechChips technologies={project.technologies} label="Technologies Used" />
          </div>
        </Detail>
      )}
    </>
  );
}

/** 'Visit Website' (the project's site) and 'Demo' (where to try it), each only when set. */
export function ProjectLinks({ project }: { project: Project }) {
  if (!project.website && !project.demoUrl) return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      {project.website && (
        <ExternalLink href={project.website} className={buttonClass()}>
          Visit Website
        </ExternalLink>
      )}
      <DemoLink project={project} size="md" />
    </div>
  );
}

/** The Demo button: the project's demo in a new tab; not drawn when it has none. */
export function DemoLink({ project, size = "sm" }: { project: Project; size?: "sm" | "md" }) {
  if (!project.demoUrl) return null;
  return (
    <ExternalLink
      href={project.demoUrl}
      className={buttonClass({ variant: "outline", size })}
      label={`Demo: ${project.title}`}
    >
      Demo
    </ExternalLink>
  );
}
