// The Personal statement tab's requests: the owner's drafts (/api/statements), each read with
// how UCAS counts it and the teachers' comments, and making, changing and deleting one (and a
// comment once dealt with).
import type { Schemas } from "@/lib/api-schemas";

import { useOwnerList, useOwnerWrite } from "../../api/owner-data";

export type Statement = Schemas["Statement"];
export type StatementComment = Schemas["StatementComment"];
export type StatementTexts = Required<Pick<Statement, "title" | "course" | "studies" | "outside">>;

export const STATEMENTS_PATH = "/api/statements";

export function useStatements() {
  return useOwnerList<Statement>(STATEMENTS_PATH);
}

export function useStatementWrites() {
  const send = useOwnerWrite(STATEMENTS_PATH);
  return {
    create: (title: string) => send<Statement>("POST", STATEMENTS_PATH, { title }),
    update: (id: string, changes: Partial<StatementTexts>) =>
      send<Statement>("PATCH", `${STATEMENTS_PATH}/${id}`, changes),
    remove: (id: string) => send("DELETE", `${STATEMENTS_PATH}/${id}`),
    removeComment: (id: string, commentId: string) =>
      send("DELETE", `${STATEMENTS_PATH}/${id}/comments/${commentId}`),
  };
}
