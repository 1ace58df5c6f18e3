// The super-curricular log's editor: the add/edit form beside every entry (drafts too), newest
// first as the server lists them. Its words are in admin/config/editors.json.
import { Sparkles } from "lucide-react";

import { ContentEditor } from "../../components/content-editor";
import { logEntries } from "./api";
import { LogFields } from "./log-fields";
import { LogRow } from "./log-row";
import { logForm } from "./log-schema";

const PARTS = { Fields: LogFields, Row: LogRow, icon: Sparkles, headingLevel: "h3" } as const;

export function LogEditor() {
  return <ContentEditor area="log" collection={logEntries} form={logForm} parts={PARTS} />;
}
