import { Ban, ChevronDown, Reply, ShieldAlert, Trash2 } from "lucide-react";

import { Button, buttonClass } from "@/components/ui/button";

import { formatUsLongDateTime } from "@/lib/format";

import { RelativeTime } from "../../components/relative-time";
import { ShowGuardianButton } from "../../components/show-guardian";
import { AGE_LABELS, UNDER_13 } from "../../lib/age";
import { messagesKey, replyHref, type ContactMessage } from "./api";

/** One message: the sender, subject and first line, opening to the whole message and its
 * actions. The visitor's words are drawn as text only: a link in them is never clickable. */
export function MessageRow({
  message,
  expanded,
  onToggle,
  onDelete,
  onBlock,
}: {
  message: ContactMessage;
  expanded: boolean;
  onToggle: () => void;
  onDelete: () => void;
  onBlock: () => void;
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
              <time dateTime={message.createdAt}>{formatUsLongDateTime(message.createdAt)}</time>
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
            <a href={replyHref(message)} className={buttonClass({ size: "xs" })}>
              <Reply aria-hidden="true" className="size-4" />
              Reply by Email
            </a>
            <Button variant="dangerOutline" size="xs" icon={Trash2} onClick={onDelete}>
              Delete
            </Button>
            {message.senderBlocked ? (
              <span className="inline-flex items-center gap-1 self-center rounded-full bg-slate-200 px-2.5 py-0.5 text-sm font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-200">
                <Ban aria-hidden="true" className="size-3.5" />
                Sender blocked
              </span>
            ) : (
              <Button variant="dangerOutline" size="xs" icon={Ban} onClick={onBlock}>
                Block sender
              </Button>
            )}
            <ShowGuardianButton
              path={`${messagesKey}/${message.id}`}
              listPath={messagesKey}
              what="message"
              shownAt={message.shownToGuardianAt}
            />
          </div>
        </div>
      )}
    </article>
  );
}
