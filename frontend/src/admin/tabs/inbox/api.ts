// The owner's inbox: contact messages newest first, the unread count, mark read, delete.

import type { Schemas } from "@/lib/api-schemas";

import { useOwnerData, useOwnerPagedList, useOwnerWrite } from "../../api/owner-data";

export const messagesKey = "/api/contact-messages";
export const unreadCountKey = "/api/contact-messages/unread-count";

export type ContactMessage = Schemas["ContactMessage"];

export type UnreadCount = Schemas["UnreadCount"];

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

/** Mark read and delete revalidate the list and the unread count together. */
export function useMessageActions() {
  const write = useOwnerWrite(messagesKey);
  return {
    markRead: (id: string) => write<ContactMessage>("POST", `${messagesKey}/${id}/read`),
    remove: (id: string) => write("DELETE", `${messagesKey}/${id}`),
  };
}
