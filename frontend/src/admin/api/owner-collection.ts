// The requests of a collection the owner edits (blog posts, journal entries, travel stories,
// media items): its list, drafts and hidden rows included, and its writes. Each write goes to the
// collection's path and, once it succeeds, re-reads every cached copy of the collection (the
// owner's list and the public pages'). Typed with the API's own shapes: Schemas["…Read"] for a
// row, Schemas["…WriteRequest"] for what a create sends.
import { useOwnerList, useOwnerWrite } from "./owner-data";

export function ownerCollection<Row, Payload>(path: string) {
  return {
    path,
    /** The owner's rows, in the server's order. */
    useList: () => useOwnerList<Row>(path),
    useWrites: () => {
      const send = useOwnerWrite(path);
      return {
        /** Any other write under the collection, e.g. a row's restore. */
        send,
        create: (payload: Payload) => send<Row>("POST", path, payload),
        /** An update sends only the fields that change. */
        update: (id: string, changes: Partial<Payload>) =>
          send<Row>("PUT", `${path}/${id}`, changes),
        remove: (id: string) => send("DELETE", `${path}/${id}`),
      };
    },
  };
}
