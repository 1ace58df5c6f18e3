// The projects editor's requests: every project (hidden ones too), their writes, and the
// owner's order (POST /api/projects/reorder with every id once, in the new order).
import type { Schemas } from "@/lib/api-schemas";

import { ownerCollection } from "../../../api/owner-collection";

export type Project = Schemas["ProjectRead"];
export type ProjectPayload = Schemas["ProjectWriteRequest"];
export type ProjectStatus = Schemas["StatusEnum"];

export const PROJECTS_PATH = "/api/projects";
export const REORDER_PATH = `${PROJECTS_PATH}/reorder`;

export const projects = ownerCollection<Project, ProjectPayload>(PROJECTS_PATH);

/** The specification's statuses, in its order (the server refuses any other). */
export const PROJECT_STATUSES = [
  "Live",
  "Live & Growing",
  "In Development",
  "Prototype",
  "Planning",
] as const satisfies readonly ProjectStatus[];
