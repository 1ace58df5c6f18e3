// The projects editor: the add/edit form beside every project (hidden ones too) in the Projects
// page's order: the featured one first, then the others as Move up / Move down arrange them.
// Its words are in admin/config/editors.json.
import { Rocket } from "lucide-react";

import { ContentEditor } from "../../../components/content-editor";
import { projects } from "./api";
import { ProjectFields } from "./project-fields";
import { ProjectOrder } from "./project-order";
import { ProjectRow } from "./project-row";
import { projectForm } from "./schema";

const PARTS = {
  Fields: ProjectFields,
  Row: ProjectRow,
  icon: Rocket,
  headingLevel: "h3",
} as const;

export function ProjectsEditor() {
  return (
    <ProjectOrder>
      <ContentEditor area="projects" collection={projects} form={projectForm} parts={PARTS} />
    </ProjectOrder>
  );
}
