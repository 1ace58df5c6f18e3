import { Skeleton } from "@/components/ui/skeleton";

export const GALLERY_SKELETON_TILES = 8;

export const TESTIMONIALS_HEADING = { id: "testimonials-heading", title: "What People Say" };
export const FUN_ZONE_HEADING = { id: "fun-zone-heading", title: "Fun Zone" };
export const GALLERY_HEADING = { id: "gallery-heading", title: "Photo Gallery" };

/** A section's stand-in while it loads. It carries the section's heading (for screen readers
 * only, with the id the section's aria-labelledby names), so the section keeps its name and
 * never points at an id that is not there. */
function Frame({
  label,
  heading,
  children,
}: {
  label: string;
  heading: { id: string; title: string };
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <h2 id={heading.id} className="sr-only">
        {heading.title}
      </h2>
      <div role="status" aria-label={label}>
        <Skeleton className="mx-auto h-9 w-64" />
        <div className="mt-12">{children}</div>
      </div>
    </div>
  );
}

export function TestimonialsSkeleton() {
  return (
    <Frame label="Loading testimonials" heading={TESTIMONIALS_HEADING}>
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
    <Frame label="Loading the fun zone" heading={FUN_ZONE_HEADING}>
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
    <Frame label="Loading the gallery" heading={GALLERY_HEADING}>
      <div data-testid="gallery-skeleton" className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {Array.from({ length: GALLERY_SKELETON_TILES }, (_, i) => (
          <Skeleton key={i} className="aspect-square" />
        ))}
      </div>
    </Frame>
  );
}
