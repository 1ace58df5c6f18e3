// The memes editor's requests: every meme (hidden ones too) and their writes.
import type { Schemas } from "@/lib/api-schemas";

import { ownerCollection } from "../../../api/owner-collection";

export type Meme = Schemas["MemeRead"];
export type MemePayload = Schemas["MemeWriteRequest"];

export const MEMES_PATH = "/api/memes";

export const memes = ownerCollection<Meme, MemePayload>(MEMES_PATH);
