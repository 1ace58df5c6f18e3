// Move up / Move down in the projects list: the new order shows at once, is sent as every id in
// order (POST /api/projects/reorder), and is read again from the server either way; a failure
// says so and puts the list back. One move at a time. A screen reader hears where the project
// now stands.
import { createContext, useContext, useState, type ReactNode } from "react";
import { useSWRConfig } from "swr";

import { useToast } from "@/components/ui/toast";

import { ownerKey } from "../../../api/owner-data";
import { failureToast } from "../../../lib/failure";
import { PROJECTS_PATH, REORDER_PATH, projects, type Project } from "./api";
import { moveProject, placeOf } from "./order";

export const REORDER_FAILED = "Failed to reorder projects. Please try again.";

type Order = {
  /** The project's place among those that move and how many there are (null: featured). */
  place: (id: string) => [number, number] | null;
  move: (row: Project, step: -1 | 1) => void;
  busy: boolean;
};

const OrderContext = createContext<Order | null>(null);

export function useProjectOrder(): Order {
  const order = useContext(OrderContext);
  if (!order) throw new Error("useProjectOrder outside ProjectOrder");
  return order;
}

export function ProjectOrder({ children }: { children: ReactNode }) {
  const rows = projects.useList().data ?? [];
  const { send } = projects.useWrites();
  const { mutate } = useSWRConfig();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState("");

  const move = async (row: Project, step: -1 | 1) => {
    const next = busy ? null : moveProject(rows, row.id, step);
    if (!next) return;
    setBusy(true);
    const [index, count] = placeOf(next, row.id) ?? [0, 0];
    await mutate(ownerKey(PROJECTS_PATH), next, { revalidate: false });
    try {
      await send("POST", REORDER_PATH, { ids: next.map((project) => project.id) });
      setSaid(`Moved “${row.title}” ${step < 0 ? "up" : "down"}: ${index + 1} of ${count}.`);
    } catch (failure) {
      await mutate(ownerKey(PROJECTS_PATH));
      toast(failureToast(failure, REORDER_FAILED));
    } finally {
      setBusy(false);
    }
  };

  const order: Order = {
    place: (id) => placeOf(rows, id),
    move: (row, step) => void move(row, step),
    busy,
  };
  return (
    <OrderContext.Provider value={order}>
      {children}
      <p role="status" className="sr-only">
        {said}
      </p>
    </OrderContext.Provider>
  );
}
