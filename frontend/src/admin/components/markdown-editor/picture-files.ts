// Which pasted or dropped data is a picture to upload. A paste that carries text (a copy from a
// word processor carries a picture of the text too) stays an ordinary paste of that text.

type Transfer = Pick<DataTransfer, "files" | "types"> & { getData?: (format: string) => string };

/** The first file that is a picture, or null. */
function firstPicture(files: ArrayLike<File>): File | null {
  return Array.from(files).find((file) => file.type.startsWith("image/")) ?? null;
}

/** The picture a paste brings, when it brings one and no text. */
export function pastedPicture(data: Transfer | null): File | null {
  if (!data || data.files.length === 0) return null;
  const text = data.getData?.("text/plain") ?? "";
  return text.trim() ? null : firstPicture(data.files);
}

/** The file a drop brings (the first one), when it brings any: a file that is not a picture
 * is still taken, so the owner hears why it cannot go into the text. */
export function droppedFile(data: Transfer | null): File | null {
  if (!data || data.files.length === 0) return null;
  return firstPicture(data.files) ?? data.files[0];
}

/** Whether a drag carries files (the textarea then takes the drop instead of the browser). */
export function carriesFiles(data: Pick<DataTransfer, "types"> | null): boolean {
  return Boolean(data && Array.from(data.types).includes("Files"));
}

/** The title a picture is stored with in the gallery: its file's name (a pasted picture's is
 * "image.png"), or "Picture". */
export function pictureTitle(file: Pick<File, "name">): string {
  return file.name.replace(/\.[^.]+$/, "").trim() || "Picture";
}
