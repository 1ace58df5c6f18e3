import { useRef, useState } from "react";

import { Lightbox } from "@/components/ui/lightbox";
import { LoadMore } from "@/components/ui/load-more";
import { PHOTO_PLACEHOLDER } from "@/lib/placeholder";
import { countPhotoView } from "@/lib/view-count";

import { useGalleryPhotos } from "../api/get-home-sections";
import { GALLERY_HEADING, GallerySkeleton } from "./home-skeletons";
import { HomeSection } from "./home-section";

const TILE_SIZES = "(min-width: 768px) 25vw, 50vw";

export default function GallerySection() {
  const {
    query: { isLoading },
    list: pages,
  } = useGalleryPhotos();
  const photos = pages.items;
  const [open, setOpen] = useState<number | null>(null);
  // Photos whose file failed to load: the tile and the viewer show the placeholder instead.
  const [broken, setBroken] = useState<ReadonlySet<string>>(() => new Set());
  // Photos already counted as viewed on this visit (each once, however often it is reopened).
  const counted = useRef(new Set<string>());
  if (isLoading && !photos) return <GallerySkeleton />;
  const list = photos ?? [];
  const show = (index: number | null) => {
    setOpen(index);
    const photo = index === null ? undefined : list[index];
    if (photo && !counted.current.has(photo.id)) {
      counted.current.add(photo.id);
      countPhotoView(photo.id);
    }
  };

  return (
    <HomeSection heading={GALLERY_HEADING} intro="Moments from school, trips and projects.">
      {list.length > 0 ? (
        <ul className="mt-12 grid grid-cols-2 gap-4 md:grid-cols-4">
          {list.map((photo, index) => {
            const failed = broken.has(photo.id);
            const srcSet = failed ? undefined : photo.srcset || undefined;
            return (
              <li key={photo.id}>
                <button
                  type="button"
                  onClick={() => show(index)}
                  className="group block w-full overflow-hidden rounded-xl bg-slate-100 dark:bg-slate-800"
                >
                  <img
                    src={failed ? PHOTO_PLACEHOLDER : photo.imageUrl}
                    srcSet={srcSet}
                    sizes={srcSet ? TILE_SIZES : undefined}
                    alt={photo.title}
                    width={photo.width ?? 800}
                    height={photo.height ?? 800}
                    loading="lazy"
                    decoding="async"
                    onError={
                      failed
                        ? undefined
                        : () => setBroken((previous) => new Set(previous).add(photo.id))
                    }
                    className="aspect-square w-full object-cover transition group-hover:scale-105"
                  />
                  <span className="sr-only">View {photo.title}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-10 text-center text-slate-600 dark:text-slate-400">
          No photos have been published yet.
        </p>
      )}
      <LoadMore list={pages} noun="photos" />
      <Lightbox
        images={list.map((photo) => ({
          src: broken.has(photo.id) ? PHOTO_PLACEHOLDER : photo.imageUrl,
          srcSet: broken.has(photo.id) ? undefined : photo.srcset || undefined,
          alt: photo.title,
          title: photo.title,
          caption: photo.caption,
        }))}
        index={open}
        onIndexChange={show}
      />
    </HomeSection>
  );
}
