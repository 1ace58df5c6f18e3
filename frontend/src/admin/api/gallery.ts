// The gallery editor's data: the owner's list (hidden photos included), the Image URL form's
// create, updates (the eye toggle sends only isPublished), delete, and the photo upload with
// its progress. Also the client-side checks of a chosen file (the specification's section 5).
import shared from "@/config/shared-constants.json";
import type { Schemas } from "@/lib/api-schemas";

import { ApiError } from "@/lib/api-client";

import { ownerRequest } from "../lib/session";

import { serverMessage, useOwnerPagedList, useOwnerRefresh } from "./owner-data";
import { uploadWithProgress } from "./upload";

export const GALLERY_PATH = "/api/gallery-items";
export const GALLERY_UPLOAD_PATH = "/api/gallery/upload";

/** The stock picture shown in place of a photo that fails to load. */
export const PHOTO_PLACEHOLDER = "/static/img/photo-placeholder.svg";

export type GalleryCategory = "general" | "academic" | "travel" | "achievements" | "personal";

export type GalleryItem = Schemas["GalleryItemRead"];

export type GalleryChanges = Partial<
  Pick<GalleryItem, "title" | "caption" | "imageUrl" | "category" | "isPublished">
> & {
  /** The owner answered 'Publish anyway' to the personal-data check (issue 16). */
  confirmPersonalData?: boolean;
};

type Option<T extends string> = { value: T; label: string };

/** Every category, in the specification's order (the upload form and the edit form). */
export const GALLERY_CATEGORIES: Option<GalleryCategory>[] = [
  { value: "general", label: "General" },
  { value: "academic", label: "Academic" },
  { value: "travel", label: "Travel" },
  { value: "achievements", label: "Achievements" },
  { value: "personal", label: "Personal" },
];

/** The Image URL form offers every category but 'achievements' (as the specification says). */
export const URL_FORM_CATEGORIES = GALLERY_CATEGORIES.filter((c) => c.value !== "achievements");

export type CategoryFilter = "all" | GalleryCategory;

export const CATEGORY_FILTERS: Option<CategoryFilter>[] = [
  { value: "all", label: "All" },
  ...GALLERY_CATEGORIES,
];

export function categoryLabel(value: string): string {
  return GALLERY_CATEGORIES.find((c) => c.value === value)?.label ?? value;
}

export function filterByCategory(items: GalleryItem[], filter: CategoryFilter): GalleryItem[] {
  return filter === "all" ? items : items.filter((item) => item.category === filter);
}

// --- the chosen file ----------------------------------------------------------------------

/** The largest file an upload may be, as the server checks it (config/shared-constants.json),
 * and in the specification's words (section 5). */
export const MAX_UPLOAD_SIZE = `${shared.maxUploadMegabytes}MB`;
export const MAX_UPLOAD_BYTES = shared.maxUploadMegabytes * 1024 * 1024;

/** The picture types the server accepts (it decodes the file to be sure). */
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"];

export type FileProblem = { title: string; message: string };

export const NO_FILE: FileProblem = {
  title: "No File Selected",
  message: "Please select an image to upload",
};
export const INVALID_FILE: FileProblem = {
  title: "Invalid File",
  message: "Please select an image file (JPG, PNG, GIF, etc.)",
};
export const FILE_TOO_LARGE: FileProblem = {
  title: "File Too Large",
  message: `Please select an image smaller than ${MAX_UPLOAD_SIZE}`,
};

/** What is wrong with the chosen file, or null when it may be uploaded. The type is the one
 * the browser gives from the name; the server still decodes the file and may refuse it. */
export function checkImageFile(file: File | null | undefined): FileProblem | null {
  if (!file) return NO_FILE;
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type.toLowerCase())) return INVALID_FILE;
  if (file.size > MAX_UPLOAD_BYTES) return FILE_TOO_LARGE;
  return null;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

// --- failures -----------------------------------------------------------------------------

/** The toast for a failed upload: the server's own title and words for a refused file
 * ({"image": [message], "errorTitle": title}), otherwise 'Upload Failed' with the server's
 * message or 'Failed to upload photo'. */
export function uploadFailure(error: unknown): FileProblem {
  if (error instanceof ApiError && error.body && typeof error.body === "object") {
    const body = error.body as Record<string, unknown>;
    const image = error.fieldErrors().image;
    if (typeof body.errorTitle === "string" && image) {
      return { title: body.errorTitle, message: image };
    }
  }
  return { title: "Upload Failed", message: serverMessage(error) ?? "Failed to upload photo" };
}

// --- reads and writes ---------------------------------------------------------------------

/** The owner's photos of a category ("all": every one), a page at a time: `{ query, list }`.
 * The server filters (?category=), so each page of a filtered list is right. */
export function useGalleryItems(filter: CategoryFilter = "all") {
  const path = filter === "all" ? GALLERY_PATH : `${GALLERY_PATH}?category=${filter}`;
  return useOwnerPagedList<GalleryItem>(path);
}

export type UploadInput = {
  file: File;
  title: string;
  caption: string;
  category: string;
  isPublished: boolean;
  /** The owner answered 'Publish anyway' to the personal-data check (issue 16). */
  confirmPersonalData?: boolean;
};

/** The gallery's writes; each re-reads every cached gallery list once it succeeds. */
export function useGalleryWrites() {
  const refresh = useOwnerRefresh(GALLERY_PATH);

  return {
    async create(data: GalleryChanges) {
      const item = await ownerRequest<GalleryItem>(GALLERY_PATH, { method: "POST", body: data });
      await refresh();
      return item;
    },
    async update(id: string, changes: GalleryChanges) {
      const item = await ownerRequest<GalleryItem>(`${GALLERY_PATH}/${id}`, {
        method: "PUT",
        body: changes,
      });
      await refresh();
      return item;
    },
    async remove(id: string) {
      await ownerRequest(`${GALLERY_PATH}/${id}`, { method: "DELETE" });
      await refresh();
    },
    async upload(input: UploadInput, onProgress: (percent: number) => void) {
      const form = new FormData();
      form.append("image", input.file);
      form.append("title", input.title);
      form.append("caption", input.caption);
      form.append("category", input.category);
      form.append("isPublished", input.isPublished ? "true" : "false");
      if (input.confirmPersonalData) form.append("confirmPersonalData", "true");
      const item = await uploadWithProgress<GalleryItem>(GALLERY_UPLOAD_PATH, form, onProgress);
      await refresh();
      return item;
    },
  };
}
