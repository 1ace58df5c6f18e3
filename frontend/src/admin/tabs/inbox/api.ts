// The owner's inbox: contact messages newest first, the unread count, mark read, delete; block
// a message's sender and the blocked addresses with how many of their messages were dropped.

import type { Schemas } from "@/lib/api-schemas";

import { useOwnerData, useOwnerPagedList, useOwnerWrite } from "../../api/owner-data";

export const messagesKey = "/api/contact-messages";
export const unreadCountKey = "/api/contact-messages/unread-count";
// Under messagesKey, so every write of the inbox reads it again too.
export const blockedKey = "/api/contact-messages/blocked";

export type ContactMessage = Schemas["ContactMessage"];

export type UnreadCount = Schemas["UnreadCount"];

export type BlockedSender = Schemas["BlockedSender"];

export function useBlockedSenders() {
  return useOwnerData<BlockedSender[]>(blockedKey);
}

/** How many of a blocked address's messages were dropped, in words. */
export function droppedWords(blocked: Pick<BlockedSender, "droppedCount">): string {
  const count = blocked.droppedCount;
  if (count === 0) return "No messages dropped yet";
  return `${count} message${count === 1 ? "" : "s"} dropped`;
}

/** The total dropped from every blocked address (the inbox's summary line). */
export function droppedTotal(blocked: Pick<BlockedSender, "droppedCount">[] | undefined): number {
  return (blocked ?? []).reduce((sum, row) => sum + row.droppedCount, 0);
}

/** The inbox a page at a time, newest first: `{ query, list }`. */
export function useMessages() {
  return useOwnerPagedList<ContactMessage>(messagesKey);
}

export function useUnreadCount() {
  return useOwnerData<UnreadCount>(unreadCountKey);
}

/** A reply in the owner's own mail program, with the subject prefilled. */
export function replyHref(message: Pick<ContactMessage, "email" | "subject">): string {
  const subject = /^re:/i.test(message.subject) ? message.subject : `Re: ${message.subject}`;
  // An address may hold characters that mean something in a URL (?, &, #, %).
  const to = message.email.replace(/[?&#%]/g, (c) => encodeURIComponent(c));
  return `mailto:${to}?subject=${encodeURIComponent(subject)}`;
}

/** Mark read, delete, block and unblock revalidate the list, the unread count and the blocked
 * addresses together. */
export function useMessageActions() {
  const write = useOwnerWrite(messagesKey);
  return {
    markRead: (id: string) => write<ContactMessage>("POST", `${messagesKey}/${id}/read`),
    remove: (id: string) => write("DELETE", `${messagesKey}/${id}`),
    block: (id: string) => write<BlockedSender>("POST", `${messagesKey}/${id}/block`),
    unblock: (blockedId: string) => write("DELETE", `${blockedKey}/${blockedId}`),
  };
}
