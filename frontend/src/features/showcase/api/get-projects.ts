import type { Schemas } from "@/lib/api-schemas";
import { usePublicData } from "@/lib/public-data";

export type Project = Schemas["ProjectPublic"];

export const projectsKey = "/api/projects";

/** Published projects: the featured one first, then the owner's order. */
export function useProjects() {
  return usePublicData<Project[]>(projectsKey);
}
