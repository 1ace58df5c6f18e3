import { makeDetailHook } from "@/lib/detail-data";

import { projectsKey, type Project } from "./get-projects";

/** One project by id or slug. A project already in the list shows at once while it loads. */
export const useProject = makeDetailHook<Project>(projectsKey);
