// A file the owner attaches to content (a journal entry's worksheet, an achievement's
// certificate): a PDF through the documents' upload (the server stores a clean copy), a picture
// through the gallery's upload (re-encoded, kept as a hidden photo). The client-side checks of
// a chosen file (words in the specification's style, section 5: the server still decides), the
// uploads with their progress, and the toast for a failure.
import type { Schemas } from "@/lib/api-schemas";
import { ApiError } from "@/lib/api-client";

import {
  ACCEPTED_IMAGE_TYPES,
  FILE_TOO_LARGE as IMAGE_TOO_LARGE,
  INVALID_FILE as INVALID_IMAGE,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_SIZE,
  NO_FILE as NO_IMAGE,
  type FileProblem,
} from "./gallery";
import { serverMessage } from "./owner-data";
import { uploadWithProgress } from "./upload";

export const DOCUMENTS_UPLOAD_PATH = "/api/documents/upload";

// The stored PDF as its upload answers it, with the personal-data check's warnings (issue 16).
export type StoredDocument = Schemas["DocumentSaved"];

/** What an upload can store: a PDF, or a picture. */
export type FileKind = "pdf" | "image";

/** A stored file, as content refers to it: its kind, a title and its address on this site. */
export type UploadedFile = { type: FileKind; title: string; url: string };

export const NO_FILE: FileProblem = {
  title: "No File Selected",
  message: "Please select a file to upload",
};
export const INVALID_PDF: FileProblem = {
  title: "Invalid File",
  message: "Please select a PDF file",
};
export const INVALID_ATTACHMENT: FileProblem = {
  title: "Invalid File",
  message: "Please select a PDF or an image file (PDF, JPG, PNG, GIF, etc.)",
};
export const FILE_TOO_LARGE: FileProblem = {
  title: "File Too Large",
  message: `Please select a file smaller than ${MAX_UPLOAD_SIZE}`,
};

/** The file input's `accept` for the kinds a button takes. */
export function acceptFor(kinds: readonly FileKind[]): string {
  return [
    ...(kinds.includes("pdf") ? ["application/pdf", ".pdf"] : []),
    ...(kinds.includes("image") ? ACCEPTED_IMAGE_TYPES : []),
  ].join(",");
}

/** The kind of a chosen file from what the browser says of it (its type, or a .pdf name when
 * it gives no type), or null when it is neither a PDF nor a picture the site takes. */
export function fileKind(file: Pick<File, "name" | "type">): FileKind | null {
  const type = file.type.toLowerCase();
  if (type === "application/pdf" || (type === "" && /\.pdf$/i.test(file.name))) return "pdf";
  if (ACCEPTED_IMAGE_TYPES.includes(type)) return "image";
  return null;
}

/** The kind of the chosen file, or what is wrong with it for a button that takes `kinds`. */
export function checkFile(
  file: Pick<File, "name" | "type" | "size"> | null | undefined,
  kinds: readonly FileKind[] = ["pdf", "image"],
): { kind: FileKind } | { problem: FileProblem } {
  const onlyImages = kinds.length === 1 && kinds[0] === "image";
  if (!file) return { problem: onlyImages ? NO_IMAGE : NO_FILE };
  const kind = fileKind(file);
  if (!kind || !kinds.includes(kind)) {
    if (onlyImages) return { problem: INVALID_IMAGE };
    return { problem: kinds.includes("image") ? INVALID_ATTACHMENT : INVALID_PDF };
  }
  if (file.size > MAX_UPLOAD_BYTES)
    return { problem: onlyImages ? IMAGE_TOO_LARGE : FILE_TOO_LARGE };
  return { kind };
}

/** The file's name without its extension: the title a new upload starts with. */
export function titleFromFileName(name: string): string {
  return name.replace(/\.[^.]+$/, "").trim();
}

/** The toast for a failed upload: the server's own title and words for a refused file
 * ({"file" or "image": [message], "errorTitle": title}), otherwise 'Upload Failed' with the
 * server's message or 'Failed to upload file'. */
export function fileUploadFailure(error: unknown): FileProblem {
  if (error instanceof ApiError && error.body && typeof error.body === "object") {
    const body = error.body as Record<string, unknown>;
    const fields = error.fieldErrors();
    const message = fields.file ?? fields.image;
    if (typeof body.errorTitle === "string" && message) {
      return { title: body.errorTitle, message };
    }
  }
  if (error instanceof ApiError && error.status === 0) {
    return {
      title: "Upload Failed",
      message: "You are offline. Please try again once you are back online.",
    };
  }
  return { title: "Upload Failed", message: serverMessage(error) ?? "Failed to upload file" };
}

/** POST a PDF to the documents' upload, reporting its progress (0-100). */
export function uploadDocument(
  input: { file: File; title: string },
  onProgress: (percent: number) => void,
): Promise<StoredDocument> {
  const form = new FormData();
  form.append("file", input.file);
  form.append("title", input.title);
  return uploadWithProgress<StoredDocument>(DOCUMENTS_UPLOAD_PATH, form, onProgress);
}
