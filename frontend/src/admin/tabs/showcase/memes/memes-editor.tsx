// The memes editor: the add/edit form beside every meme (hidden ones too), newest first as the
// meme gallery shows them (so there is no order to change). Its words are in
// admin/config/editors.json.
import { Laugh } from "lucide-react";

import { ContentEditor } from "../../../components/content-editor";
import { memes } from "./api";
import { MemeFields } from "./meme-fields";
import { MemeRow } from "./meme-row";
import { memeForm } from "./schema";

const PARTS = { Fields: MemeFields, Row: MemeRow, icon: Laugh, headingLevel: "h3" } as const;

export function MemesEditor() {
  return <ContentEditor area="memes" collection={memes} form={memeForm} parts={PARTS} />;
}
