import { Inbox, Mail, RefreshCw } from "lucide-react";
import { useState } from "react";

import { ItemList } from "@/components/ui/item-list";
import { LoadMore } from "@/components/ui/load-more";
import { Button } from "@/components/ui/button";
import { Skeletons } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";

import { ConfirmDialog } from "../../components/confirm-dialog";
import { failureToast } from "../../lib/failure";
import {
  useBlockedSenders,
  useMessageActions,
  useMessages,
  useUnreadCount,
  type BlockedSender,
  type ContactMessage,
} from "./api";
import { BlockedSenders } from "./blocked-senders";
import { MessageRow } from "./message-row";

export function InboxTab() {
  const { toast } = useToast();
  const {
    query: { error, isLoading, isValidating, mutate },
    list,
  } = useMessages();
  const messages = list.items;
  const { data: count, mutate: mutateCount } = useUnreadCount();
  const { data: blocked, mutate: mutateBlocked } = useBlockedSenders();
  const { markRead, remove, block, unblock } = useMessageActions();
  const [openId, setOpenId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<ContactMessage | null>(null);
  const [toBlock, setToBlock] = useState<ContactMessage | null>(null);
  const [unblockingId, setUnblockingId] = useState<string | null>(null);

  // The server's count: the loaded pages may not hold every unread message.
  const unread = count?.unreadCount;

  const toggle = async (message: ContactMessage) => {
    const opening = openId !== message.id;
    setOpenId(opening ? message.id : null);
    if (!opening || message.isRead) return;
    try {
      await markRead(message.id);
    } catch (failure) {
      toast(failureToast(failure, "Failed to mark the message as read. Please try again."));
    }
  };

  const confirmDelete = async () => {
    const message = toDelete;
    setToDelete(null);
    if (!message) return;
    try {
      await remove(message.id);
      if (openId === message.id) setOpenId(null);
      toast({ title: "Success", description: "Message deleted successfully!" });
    } catch (failure) {
      toast(failureToast(failure, "Failed to delete message. Please try again."));
    }
  };

  const confirmBlock = async () => {
    const message = toBlock;
    setToBlock(null);
    if (!message) return;
    try {
      await block(message.id);
      toast({
        title: "Sender blocked",
        description: `Later messages from ${message.email} will be dropped. You can unblock them below.`,
      });
    } catch (failure) {
      toast(failureToast(failure, "Failed to block the sender. Please try again."));
    }
  };

  const doUnblock = async (row: BlockedSender) => {
    setUnblockingId(row.id);
    try {
      await unblock(row.id);
      toast({ title: "Unblocked", description: `Messages from ${row.email} arrive again.` });
    } catch (failure) {
      toast(failureToast(failure, "Failed to unblock. Please try again."));
    } finally {
      setUnblockingId(null);
    }
  };

  const refresh = () => {
    void mutate();
    void mutateCount();
    void mutateBlocked();
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-2xl font-bold text-slate-900 dark:text-white">Inbox</h2>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            Messages sent through your contact form.
          </p>
          {typeof unread === "number" && (
            <p
              data-testid="unread-count"
              className={`mt-2 inline-flex rounded-full px-3 py-0.5 text-sm font-semibold ${
                unread > 0
                  ? "bg-accent-700 text-white"
                  : "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200"
              }`}
            >
              {unread === 0 ? "No unread messages" : `${unread} unread`}
            </p>
          )}
        </div>
        <Button
          variant="outline"
          size="sm"
          weight="medium"
          className="disabled:opacity-70"
          onClick={refresh}
          disabled={isValidating}
        >
          <RefreshCw
            aria-hidden="true"
            className={`size-4 ${isValidating ? "motion-safe:animate-spin" : ""}`}
          />
          Check for new messages
        </Button>
      </div>

      {isLoading && !messages ? (
        <div className="space-y-3" aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <div
              key={i}
              className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <Skeletons shapes="h-5 w-40 | mt-2 h-4 w-2/3 | mt-2 h-4 w-full" />
            </div>
          ))}
        </div>
      ) : error && !messages ? (
        <p role="alert" className="text-red-700 dark:text-red-400">
          The messages could not be loaded. Reload the page to try again.
        </p>
      ) : messages && messages.length > 0 ? (
        <div>
          <ItemList items={messages} className="space-y-3">
            {(message) => (
              <MessageRow
                message={message}
                expanded={openId === message.id}
                onToggle={() => void toggle(message)}
                onDelete={() => setToDelete(message)}
                onBlock={() => setToBlock(message)}
              />
            )}
          </ItemList>
          <LoadMore list={list} noun="messages" className="mt-6" />
        </div>
      ) : (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center dark:border-slate-700 dark:bg-slate-900">
          <Inbox aria-hidden="true" className="mx-auto size-10 text-slate-400" />
          <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
            Your inbox is empty
          </h3>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            When someone writes to you through your contact page, their message appears here.
          </p>
          <p className="mt-3 inline-flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
            <Mail aria-hidden="true" className="size-4" />
            You also get an e-mail for every new message.
          </p>
        </div>
      )}

      <BlockedSenders
        blocked={blocked}
        busyId={unblockingId}
        onUnblock={(row) => void doUnblock(row)}
      />

      <ConfirmDialog
        open={toBlock !== null}
        title="Block this sender?"
        message={`Later messages from ${toBlock?.email ?? ""} will be dropped without telling them: they see the usual thanks, and you see only how many were dropped. You can unblock them at any time.`}
        confirmLabel="Block"
        onConfirm={() => void confirmBlock()}
        onCancel={() => setToBlock(null)}
      />

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this message?"
        message={`The message from ${toDelete?.name ?? ""} will be removed for good. This action cannot be undone.`}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
