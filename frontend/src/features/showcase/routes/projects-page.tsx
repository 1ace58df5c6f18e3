import { Handshake, Newspaper, Rocket } from "lucide-react";

import { ItemList } from "@/components/ui/item-list";
import { ButtonLink } from "@/components/ui/button";
import { BackLink } from "@/components/ui/back-link";
import { EmptyState, ListStates } from "@/components/ui/list-states";
import { Skeleton, Skeletons } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { published } from "@/lib/public-data";

import { useProjects } from "../api/get-projects";
import { FeaturedProjectCard } from "../components/featured-project-card";
import { ProjectCard } from "../components/project-card";

function ProjectsSkeleton() {
  return (
    <div role="status" aria-label="Loading projects">
      <div className="grid overflow-hidden rounded-2xl border border-slate-200 lg:grid-cols-5 dark:border-slate-800">
        <Skeleton className="aspect-video rounded-none lg:col-span-2 lg:aspect-auto" />
        <div className="p-8 lg:col-span-3">
          <Skeletons shapes="h-8 w-2/3 | mt-6 h-24 w-full | mt-6 h-3 w-full | mt-6 h-20 w-full" />
        </div>
      </div>
      <div className="mt-16 grid gap-8 md:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
            <Skeletons shapes="h-6 w-1/2 | mt-4 h-12 w-full | mt-6 h-3 w-full | mt-6 h-8 w-40" />
          </div>
        ))}
      </div>
    </div>
  );
}

export default function ProjectsPage() {
  const query = useProjects();
  const projects = published(query.data);
  // The featured project (the server keeps one at most) is drawn large.
  const featured = projects?.find((p) => p.featured);
  const others = projects?.filter((p) => p !== featured) ?? [];

  return (
    <>
      <div className="sticky top-16 z-30 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 sm:gap-x-6 sm:px-6">
          <BackLink />
          <h1 className="text-lg font-bold text-slate-900 sm:text-2xl dark:text-white">
            Projects &amp; Ventures
          </h1>
        </div>
      </div>

      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <p className="max-w-2xl text-lg text-slate-600 dark:text-slate-400">
          Websites, apps and ventures I have started: what they do, how far along they are and the
          difference they are making.
        </p>

        <div className="mt-10">
          <ListStates
            data={projects}
            query={query}
            skeleton={<ProjectsSkeleton />}
            failedMessage="The projects could not be loaded. Please try again later."
            empty={
              <EmptyState icon={Rocket} title="No projects yet">
                Something new is on its way. Check back soon!
              </EmptyState>
            }
          >
            {() => (
              <>
                {featured && (
                  <section aria-labelledby="featured-project">
                    <h2
                      id="featured-project"
                      className="text-2xl font-bold text-slate-900 dark:text-white"
                    >
                      Featured Project
                    </h2>
                    <div className="mt-6">
                      <FeaturedProjectCard project={featured} />
                    </div>
                  </section>
                )}
                {others.length > 0 && (
                  <section aria-labelledby="other-projects" className={featured ? "mt-16" : ""}>
                    <h2
                      id="other-projects"
                      className="text-2xl font-bold text-slate-900 dark:text-white"
                    >
                      Other Projects
                    </h2>
                    <ItemList items={others} className="mt-6 grid gap-8 md:grid-cols-2">
                      {(project) => <ProjectCard project={project} />}
                    </ItemList>
                  </section>
                )}
              </>
            )}
          </ListStates>
        </div>

        <section
          aria-labelledby="collaborate"
          className="mt-16 rounded-2xl bg-gradient-to-br from-accent-700 to-accent-800 px-6 py-12 text-center text-white"
        >
          <h2 id="collaborate" className="text-2xl font-bold sm:text-3xl">
            Have an idea? Let&apos;s build it together
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-accent-50">
            I am always happy to hear from people who want to team up, test something or share
            advice.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink
              to={paths.contact}
              variant="inverse"
              className="justify-center"
              icon={Handshake}
            >
              Let&apos;s Collaborate
            </ButtonLink>
            <ButtonLink
              to={paths.blog}
              variant="onDark"
              className="justify-center"
              icon={Newspaper}
            >
              Project Updates
            </ButtonLink>
          </div>
        </section>
      </div>
    </>
  );
}
