// The qualifications editor: the add/edit form beside every qualification, in the record's
// order, each with its latest grades. Its words are in admin/config/editors.json.
import { GraduationCap } from "lucide-react";

import { ContentEditor } from "../../components/content-editor";
import { qualifications } from "./api";
import { QualificationFields } from "./qualification-fields";
import { QualificationRow } from "./qualification-row";
import { qualificationForm } from "./qualification-schema";

const PARTS = {
  Fields: QualificationFields,
  Row: QualificationRow,
  icon: GraduationCap,
  headingLevel: "h3",
} as const;

export function QualificationsEditor() {
  return (
    <ContentEditor
      area="qualifications"
      collection={qualifications}
      form={qualificationForm}
      parts={PARTS}
    />
  );
}
