// The owner's private share links (/api/share-links): the list, and making, revoking and
// deleting one. A new link's address comes back once, in the answer that made it; the server
// keeps only a hash of it.
import type { Schemas } from "@/lib/api-schemas";

import { useOwnerList, useOwnerWrite } from "./owner-data";

export type ShareLink = Schemas["ShareLink"];
export type ShareLinkCreated = Schemas["ShareLinkCreated"];
export type ShareLinkRequest = Schemas["ShareLinkCreateRequest"];
export type ShareTargetType = ShareLink["targetType"];

export const SHARE_LINKS_PATH = "/api/share-links";

export function useShareLinks() {
  return useOwnerList<ShareLink>(SHARE_LINKS_PATH);
}

export function useShareLinkWrites() {
  const send = useOwnerWrite(SHARE_LINKS_PATH);
  return {
    create: (payload: ShareLinkRequest) =>
      send<ShareLinkCreated>("POST", SHARE_LINKS_PATH, payload),
    revoke: (id: string) => send<ShareLink>("POST", `${SHARE_LINKS_PATH}/${id}/revoke`),
    remove: (id: string) => send("DELETE", `${SHARE_LINKS_PATH}/${id}`),
  };
}
