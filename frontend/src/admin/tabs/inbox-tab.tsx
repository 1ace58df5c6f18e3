import { ChevronDown, Inbox, Mail, RefreshCw, Reply, ShieldAlert, Trash2 } from "lucide-react";
import { useState } from "react";

import { Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { formatUsLongDate } from "@/lib/format";

import {
  replyHref,
  useMessageActions,
  useMessages,
  useUnreadCount,
  type ContactMessage,
} from "../api/inbox";
import { AGE_LABELS, UNDER_13 } from "../api/testimonials";
import { ConfirmDialog } from "../components/confirm-dialog";
import { RelativeTime } from "../components/relative-time";
import { failureToast } from "../lib/failure";

function MessageRow({
  message,
  expanded,
  onToggle,
  onDelete,
}: {
  message: ContactMessage;
  expanded: boolean;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const panelId = `message-${message.id}`;
  const unread = !message.isRead;
  return (
    <article
      aria-label={`${unread ? "Unread message" : "Message"} from ${message.name}: ${message.subject}`}
      className={`overflow-hidden rounded-xl border bg-white dark:bg-slate-900 ${
        unread
          ? "border-accent-300 shadow-sm dark:border-accent-700"
          : "border-slate-200 dark:border-slate-800"
      }`}
    >
      <h3>
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={expanded}
          aria-controls={panelId}
          className="flex w-full items-start gap-3 p-4 text-left hover:bg-slate-50 dark:hover:bg-slate-800/60"
        >
          <span
            aria-hidden="true"
            className={`mt-2 size-2.5 shrink-0 rounded-full ${unread ? "bg-accent-600" : "bg-transparent"}`}
          />
          <span className="min-w-0 flex-1">
            <span className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span
                className={`truncate ${unread ? "font-bold text-slate-900 dark:text-white" : "font-medium text-slate-800 dark:text-slate-200"}`}
              >
                {message.name}
              </span>
              <RelativeTime
                iso={message.createdAt}
                className="shrink-0 text-sm text-slate-500 dark:text-slate-400"
              />
            </span>
            <span
              className={`mt-0.5 flex items-center gap-2 ${unread ? "font-semibold text-slate-900 dark:text-white" : "text-slate-700 dark:text-slate-300"}`}
            >
              {unread && (
                <span className="rounded-full bg-accent-700 px-2 py-0.5 text-xs font-semibold text-white">
                  New
                </span>
              )}
              <span className="min-w-0 truncate">{message.subject}</span>
            </span>
            {!expanded && (
              <span className="mt-0.5 line-clamp-1 text-sm font-normal text-slate-600 dark:text-slate-400">
                {message.message}
              </span>
            )}
          </span>
          <ChevronDown
            aria-hidden="true"
            className={`mt-1 size-5 shrink-0 text-slate-500 transition-transform ${expanded ? "rotate-180" : ""}`}
          />
        </button>
      </h3>
      {expanded && (
        <div
          id={panelId}
          className="border-t border-slate-200 px-4 pt-4 pb-5 dark:border-slate-800"
        >
          <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-slate-600 dark:text-slate-400">From</dt>
            <dd className="break-all text-slate-900 dark:text-white">
              {message.name} &lt;{message.email}&gt;
            </dd>
            <dt className="text-slate-600 dark:text-slate-400">Received</dt>
            <dd className="text-slate-900 dark:text-white">
              <time dateTime={message.createdAt}>
                {formatUsLongDate(message.createdAt)},{" "}
                {new Date(message.createdAt).toLocaleTimeString("en-GB", {
                  hour: "2-digit",
                  minute: "2-digit",
                })}
              </time>
            </dd>
            <dt className="text-slate-600 dark:text-slate-400">Age</dt>
            <dd className="text-slate-900 dark:text-white">
              {AGE_LABELS[message.ageVerification] ?? message.ageVerification}
            </dd>
          </dl>
          {message.ageVerification === UNDER_13 && (
            <p className="mt-3 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
              <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              This message is from someone under 13 (with a parent&apos;s consent). Keep any reply
              short and friendly, and share nothing personal. It is deleted automatically 30 days
              after you read it.
            </p>
          )}
          <p className="mt-4 break-words whitespace-pre-wrap text-slate-800 dark:text-slate-200">
            {message.message}
          </p>
          <div className="mt-5 flex flex-wrap gap-2">
            <a
              href={replyHref(message)}
              className="inline-flex items-center gap-2 rounded-lg bg-accent-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-accent-800"
            >
              <Reply aria-hidden="true" className="size-4" />
              Reply by Email
            </a>
            <button
              type="button"
              onClick={onDelete}
              className="inline-flex items-center gap-2 rounded-lg border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950"
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Delete
            </button>
          </div>
        </div>
      )}
    </article>
  );
}

export function InboxTab() {
  const { toast } = useToast();
  const { data: messages, error, isLoading, isValidating, mutate } = useMessages();
  const { data: count, mutate: mutateCount } = useUnreadCount();
  const { markRead, remove } = useMessageActions();
  const [openId, setOpenId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<ContactMessage | null>(null);

  const unread = count?.unreadCount ?? messages?.filter((m) => !m.isRead).length;

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

  const refresh = () => {
    void mutate();
    void mutateCount();
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
        <button
          type="button"
          onClick={refresh}
          disabled={isValidating}
          className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-70 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          <RefreshCw
            aria-hidden="true"
            className={`size-4 ${isValidating ? "motion-safe:animate-spin" : ""}`}
          />
          Check for new messages
        </button>
      </div>

      {isLoading && !messages ? (
        <div className="space-y-3" aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <div
              key={i}
              className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <Skeleton className="h-5 w-40" />
              <Skeleton className="mt-2 h-4 w-2/3" />
              <Skeleton className="mt-2 h-4 w-full" />
            </div>
          ))}
        </div>
      ) : error && !messages ? (
        <p role="alert" className="text-red-700 dark:text-red-400">
          The messages could not be loaded. Reload the page to try again.
        </p>
      ) : messages && messages.length > 0 ? (
        <ul className="space-y-3">
          {messages.map((message) => (
            <li key={message.id}>
              <MessageRow
                message={message}
                expanded={openId === message.id}
                onToggle={() => void toggle(message)}
                onDelete={() => setToDelete(message)}
              />
            </li>
          ))}
        </ul>
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
