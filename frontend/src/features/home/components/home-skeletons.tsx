import { Skeleton } from "@/components/ui/skeleton";

export const GALLERY_SKELETON_TILES = 8;

function Frame({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div role="status" aria-label={label} className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <Skeleton className="mx-auto h-9 w-64" />
      <div className="mt-12">{children}</div>
    </div>
  );
}

export function TestimonialsSkeleton() {
  return (
    <Frame label="Loading testimonials">
      <div className="grid gap-6 md:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-48" />
        ))}
      </div>
    </Frame>
  );
}

export function FunZoneSkeleton() {
  return (
    <Frame label="Loading the fun zone">
      <div className="grid gap-6 md:grid-cols-2">
        {Array.from({ length: 2 }, (_, i) => (
          <Skeleton key={i} className="h-56" />
        ))}
      </div>
    </Frame>
  );
}

export function GallerySkeleton() {
  return (
    <Frame label="Loading the gallery">
      <div data-testid="gallery-skeleton" className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {Array.from({ length: GALLERY_SKELETON_TILES }, (_, i) => (
          <Skeleton key={i} className="aspect-square" />
        ))}
      </div>
    </Frame>
  );
}
