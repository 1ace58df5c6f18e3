import { useSWRConfig } from "swr";

import { usePublicData } from "@/lib/public-data";

import { projectsKey, type Project } from "./get-projects";

export const projectKey = (idOrSlug: string) => `${projectsKey}/${idOrSlug}`;

/** One project by id or slug. A project already in the list shows at once while it loads. */
export function useProject(idOrSlug: string | undefined, { skip = false } = {}) {
  const { cache } = useSWRConfig();
  const listed = (cache.get(projectsKey)?.data as Project[] | undefined)?.find(
    (project) => project.slug === idOrSlug || project.id === idOrSlug,
  );
  return usePublicData<Project>(idOrSlug && !skip ? projectKey(idOrSlug) : null, {
    fallbackData: listed,
  });
}
