import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useState, type KeyboardEvent, type MouseEvent } from "react";

import { keepTabInside, useModalDialog } from "@/hooks/use-modal-dialog";

import { PHOTO_PLACEHOLDER } from "@/lib/placeholder";

import { IconButton } from "./icon-button";

export type LightboxImage = {
  src: string;
  alt: string;
  title?: string;
  caption?: string;
  srcSet?: string;
};

type Props = {
  images: LightboxImage[];
  index: number | null; // null: closed
  onIndexChange: (index: number | null) => void;
};

/**
 * The full-screen image viewer: close, previous and next buttons, a click on the backdrop or
 * Escape closes it, the arrow keys move between images, the page does not scroll behind it,
 * focus stays inside while it is open (a modal <dialog>, and Tab wraps round from its last
 * button to its first: a modal dialog alone lets Tab leave for the browser's own controls) and
 * returns where it was after. A picture that fails to load is replaced by the placeholder.
 */
export function Lightbox({ images, index, onIndexChange }: Props) {
  const open = index !== null && images.length > 0;
  const image = open ? images[Math.min(index, images.length - 1)] : null;
  const several = images.length > 1;
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const broken = image ? failed.has(image.src) : false;

  const close = () => onIndexChange(null);
  const { ref: dialogRef, onCancel } = useModalDialog(open, { onClose: close, lockScroll: true });
  const move = (step: number) => {
    if (index === null || !several) return;
    onIndexChange((index + step + images.length) % images.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    keepTabInside(event);
    if (event.key === "ArrowRight") {
      event.preventDefault();
      move(1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      move(-1);
    }
  };

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    // A click on the dialog itself (not its content) is a click on the backdrop.
    if (event.target === event.currentTarget) close();
  };

  const navButton =
    "absolute top-1/2 -translate-y-1/2 rounded-full bg-black/60 p-3 text-white hover:bg-black/80";

  return (
    // A click on the backdrop closes it; the keyboard's way is Escape (the dialog's cancel).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal dialog
    <dialog
      ref={dialogRef}
      aria-label={image?.title || image?.alt || "Image viewer"}
      onCancel={onCancel}
      onKeyDown={onKeyDown}
      onClick={onClick}
      className="m-0 h-full max-h-none w-full max-w-none bg-transparent p-0 backdrop:bg-black/85"
    >
      {image && (
        <div className="pointer-events-none flex h-full w-full items-center justify-center p-4 sm:p-12">
          <figure className="pointer-events-auto flex max-h-full max-w-5xl flex-col items-center">
            <img
              src={broken ? PHOTO_PLACEHOLDER : image.src}
              srcSet={broken ? undefined : image.srcSet}
              sizes={broken || !image.srcSet ? undefined : "(min-width: 1024px) 1024px, 100vw"}
              alt={image.alt}
              onError={
                broken ? undefined : () => setFailed((previous) => new Set(previous).add(image.src))
              }
              className="max-h-[75vh] w-auto rounded-lg object-contain"
            />
            {(image.title || image.caption) && (
              <figcaption className="mt-4 max-w-2xl text-center text-white">
                {image.title && <p className="font-semibold">{image.title}</p>}
                {image.caption && <p className="mt-1 text-sm text-slate-200">{image.caption}</p>}
                {several && (
                  <p className="mt-1 text-xs text-slate-300">
                    {(index ?? 0) + 1} of {images.length}
                  </p>
                )}
              </figcaption>
            )}
          </figure>
          <IconButton
            icon={X}
            label="Close"
            iconClassName="size-6"
            onClick={close}
            className="pointer-events-auto absolute top-4 right-4 rounded-full bg-black/60 p-3 text-white hover:bg-black/80"
          />
          {several && (
            <>
              <IconButton
                icon={ChevronLeft}
                label="Previous image"
                iconClassName="size-6"
                onClick={() => move(-1)}
                className={`pointer-events-auto left-4 ${navButton}`}
              />
              <IconButton
                icon={ChevronRight}
                label="Next image"
                iconClassName="size-6"
                onClick={() => move(1)}
                className={`pointer-events-auto right-4 ${navButton}`}
              />
            </>
          )}
        </div>
      )}
    </dialog>
  );
}
