// The Personal statement tab's requests: the owner's drafts (/api/statements), each read with
// how UCAS counts it and the teachers' comments, and making, changing and deleting one (and a
// comment once dealt with); the writing session's autosave, saved versions and restores (the
// History reads are every writing session's: admin/lib/revisions.ts).
import type { Schemas } from "@/lib/api-schemas";

import { useOwnerList, useOwnerWrite } from "../../api/owner-data";

export type Statement = Schemas["Statement"];
export type StatementComment = Schemas["StatementComment"];
export type StatementRevision = Schemas["StatementRevision"];
export type StatementEvidence = Schemas["StatementEvidence"];
export type EvidenceOption = Schemas["EvidenceOption"];
/** One row linked beside one answer, as the draft's evidence is saved. */
export type EvidenceLink = { answer: string; type: string; id: string };
export type StatementTexts = Required<Pick<Statement, "title" | "course" | "studies" | "outside">>;

export const STATEMENTS_PATH = "/api/statements";

export const EVIDENCE_OPTIONS_PATH = `${STATEMENTS_PATH}/evidence-options`;

export const revisionsPath = (id: string) => `${STATEMENTS_PATH}/${id}/revisions`;

export function useStatements() {
  return useOwnerList<Statement>(STATEMENTS_PATH);
}

export function useStatementWrites() {
  const send = useOwnerWrite(STATEMENTS_PATH);
  return {
    create: (title: string) => send<Statement>("POST", STATEMENTS_PATH, { title }),
    update: (id: string, changes: Partial<StatementTexts> & { version?: number }) =>
      send<Statement>("PATCH", `${STATEMENTS_PATH}/${id}`, changes),
    /** What is typed, sent by itself (an "autosave" revision), based on `version`. */
    autosave: (id: string, texts: StatementTexts, version: number) =>
      send<Statement>("POST", `${STATEMENTS_PATH}/${id}/autosave`, { ...texts, version }),
    restoreRevision: (id: string, revisionId: string, version: number) =>
      send<Statement>("POST", `${revisionsPath(id)}/${revisionId}/restore`, { version }),
    /** The draft's evidence, all of it (it replaces what was linked). */
    setEvidence: (id: string, evidence: EvidenceLink[]) =>
      send<Statement>("PUT", `${STATEMENTS_PATH}/${id}/evidence`, { evidence }),
    remove: (id: string) => send("DELETE", `${STATEMENTS_PATH}/${id}`),
    removeComment: (id: string, commentId: string) =>
      send("DELETE", `${STATEMENTS_PATH}/${id}/comments/${commentId}`),
  };
}
