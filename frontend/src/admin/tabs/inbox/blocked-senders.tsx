// The addresses the owner blocked, each with how many of its messages were dropped (nobody was
// told: the sender saw the usual thanks), and 'Unblock'.
import { Ban } from "lucide-react";

import { Button } from "@/components/ui/button";

import { RelativeTime } from "../../components/relative-time";
import { droppedTotal, droppedWords, type BlockedSender } from "./api";

export function BlockedSenders({
  blocked,
  busyId,
  onUnblock,
}: {
  blocked: BlockedSender[] | undefined;
  busyId: string | null;
  onUnblock: (blocked: BlockedSender) => void;
}) {
  if (!blocked) return null;
  const total = droppedTotal(blocked);
  return (
    <section
      aria-labelledby="blocked-senders"
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3
        id="blocked-senders"
        className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white"
      >
        <Ban aria-hidden="true" className="size-4" />
        Blocked senders
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {blocked.length === 0
          ? "You have not blocked anyone. 'Block sender' on a message stops that address's later messages reaching you."
          : `Messages from these addresses are dropped without telling the sender (they see the usual thanks). ${total} dropped in all.`}
      </p>
      {blocked.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {blocked.map((row) => (
            <li
              key={row.id}
              data-testid="blocked-sender"
              className="flex flex-wrap items-center justify-between gap-2 py-2"
            >
              <span className="min-w-0">
                <span className="block break-all text-slate-900 dark:text-white">{row.email}</span>
                <span className="text-sm text-slate-600 dark:text-slate-400">
                  {droppedWords(row)}
                  {row.lastDroppedAt && (
                    <>
                      , the last <RelativeTime iso={row.lastDroppedAt} />
                    </>
                  )}
                </span>
              </span>
              <Button
                variant="outline"
                size="xs"
                onClick={() => onUnblock(row)}
                disabled={busyId === row.id}
                aria-label={`Unblock ${row.email}`}
              >
                Unblock
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
