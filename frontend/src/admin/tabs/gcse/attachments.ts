// A journal entry's files and links in the form: their values, how an entry's lists become them
// and they become the request's, and their rules (the server's words, apps/journal/validators.py,
// which names the item: "Link 2: url must be an http or https address").
import * as yup from "yup";

import type { UploadedFile } from "../../api/documents";
import type { JournalEntry } from "./api";

export type MediaType = JournalEntry["mediaUploads"][number]["type"];

/** A file in the form: `url` is "" for an item with a title only (the specification's). */
export type AttachmentValue = { type: MediaType; title: string; url: string };
export type LinkValue = { type: string; title: string; url: string };

export type AttachmentRequest = { type: MediaType; title: string; url?: string };
export type LinkRequest = { type: string; title: string; url: string };

export const MAX_ATTACHMENTS = 20;
export const MAX_LINKS = 20;
export const TITLE_MAX = 200;
export const URL_MAX = 500;

export const MEDIA_LABELS: Record<MediaType, string> = {
  image: "Image",
  pdf: "PDF",
  video: "Video",
};

export function attachmentsFrom(entry: Pick<JournalEntry, "mediaUploads">): AttachmentValue[] {
  return entry.mediaUploads.map(({ type, title, url }) => ({ type, title, url: url ?? "" }));
}

export function linksFrom(entry: Pick<JournalEntry, "links">): LinkValue[] {
  return entry.links.map(({ type, title, url }) => ({ type: type ?? "other", title, url }));
}

/** The form's item for a file just uploaded. */
export function attachmentFromUpload(file: UploadedFile): AttachmentValue {
  return { type: file.type, title: file.title, url: file.url };
}

/** A new, empty link (an "other" link: the server's default type). */
export function emptyLink(): LinkValue {
  return { type: "other", title: "", url: "" };
}

/** The request's lists: titles and addresses trimmed, no url on an item that has none. A draft
 * kept on the device before the form had these lists gives empty ones. */
export function attachmentsPayload(values: AttachmentValue[] | undefined): AttachmentRequest[] {
  return (values ?? []).map(({ type, title, url }) =>
    url.trim() ? { type, title: title.trim(), url: url.trim() } : { type, title: title.trim() },
  );
}

export function linksPayload(values: LinkValue[] | undefined): LinkRequest[] {
  return (values ?? []).map(({ type, title, url }) => ({
    type: type || "other",
    title: title.trim(),
    url: url.trim(),
  }));
}

/** True for an address the server takes for a link: http or https, with a host. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** "Link 2" for the yup path "links[1].url": the item the server's message names. */
function itemLabel(noun: string) {
  return ({ path }: { path: string }) => {
    const index = Number(/\[(\d+)\]/.exec(path)?.[1] ?? 0);
    return `${noun} ${index + 1}`;
  };
}

const upload = itemLabel("Media upload");
const link = itemLabel("Link");

export const attachmentsRule = yup
  .array(
    yup.object({
      title: yup
        .string()
        .trim()
        .required((p) => `${upload(p)}: title is required`)
        .max(TITLE_MAX, (p) => `${upload(p)}: title must be at most ${TITLE_MAX} characters`),
    }),
  )
  .max(MAX_ATTACHMENTS, `Use at most ${MAX_ATTACHMENTS} media uploads`);

export const linksRule = yup
  .array(
    yup.object({
      title: yup
        .string()
        .trim()
        .required((p) => `${link(p)}: title is required`)
        .max(TITLE_MAX, (p) => `${link(p)}: title must be at most ${TITLE_MAX} characters`),
      url: yup
        .string()
        .trim()
        .required((p) => `${link(p)}: url is required`)
        .max(URL_MAX, (p) => `${link(p)}: url must be at most ${URL_MAX} characters`)
        .test(
          "web-address",
          (p) => `${link(p)}: url must be an http or https address`,
          (value) => (value ? isWebAddress(value) : true),
        ),
    }),
  )
  .max(MAX_LINKS, `Use at most ${MAX_LINKS} links`);
