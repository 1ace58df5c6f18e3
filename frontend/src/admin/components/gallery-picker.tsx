import { ImageOff } from "lucide-react";

import { LoadMore } from "@/components/ui/load-more";

import { useGalleryItems, type GalleryItem } from "../api/gallery";
import { ModalDialog } from "./modal-dialog";
import { PhotoImage } from "./photo-image";

const PICKER_SIZES = "(min-width: 640px) 10rem, 45vw";

/** Choose one of the gallery's photos (hidden ones too): for a post's or a story's picture. */
export function GalleryPicker({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (item: GalleryItem) => void;
}) {
  const {
    query: { error, isLoading },
    list,
  } = useGalleryItems();
  const items = list.items;

  return (
    <ModalDialog open={open} title="Choose a picture from the gallery" onClose={onClose}>
      {isLoading && !items ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          Loading photos...
        </p>
      ) : error && !items ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          The gallery could not be loaded. Close this and try again.
        </p>
      ) : !items?.length ? (
        <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <ImageOff aria-hidden="true" className="size-4" />
          The gallery has no photos yet: upload one instead.
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => onPick(item)}
                className="block w-full overflow-hidden rounded-lg border border-slate-200 text-left hover:border-accent-600 focus-visible:outline-2 focus-visible:outline-accent-600 dark:border-slate-700"
              >
                <PhotoImage item={item} sizes={PICKER_SIZES} className="aspect-square w-full" />
                <span className="block truncate px-2 py-1 text-sm">
                  {item.title}
                  {!item.isPublished && (
                    <span className="text-slate-500 dark:text-slate-400"> (hidden)</span>
                  )}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {items && items.length > 0 && <LoadMore list={list} noun="photos" className="mt-4" />}
    </ModalDialog>
  );
}
