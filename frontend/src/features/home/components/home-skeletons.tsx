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

/** A section's stand-in: `count` grey tiles in the grid the section's rows will fill. */
function GridSkeleton({
  label,
  heading,
  count,
  grid,
  tile,
  testId,
}: {
  label: string;
  heading: { id: string; title: string };
  count: number;
  grid: string;
  tile: string;
  testId?: string;
}) {
  return (
    <Frame label={label} heading={heading}>
      <div data-testid={testId} className={grid}>
        {Array.from({ length: count }, (_, i) => (
          <Skeleton key={i} className={tile} />
        ))}
      </div>
    </Frame>
  );
}

const TILES = {
  testimonials: { count: 3, grid: "grid gap-6 md:grid-cols-3", tile: "h-48" },
  funZone: { count: 2, grid: "grid gap-6 md:grid-cols-2", tile: "h-56" },
  gallery: {
    count: GALLERY_SKELETON_TILES,
    grid: "grid grid-cols-2 gap-4 md:grid-cols-4",
    tile: "aspect-square",
  },
};

export const TestimonialsSkeleton = () => (
  <GridSkeleton
    label="Loading testimonials"
    heading={TESTIMONIALS_HEADING}
    {...TILES.testimonials}
  />
);

export const FunZoneSkeleton = () => (
  <GridSkeleton label="Loading the fun zone" heading={FUN_ZONE_HEADING} {...TILES.funZone} />
);

export const GallerySkeleton = () => (
  <GridSkeleton
    label="Loading the gallery"
    heading={GALLERY_HEADING}
    testId="gallery-skeleton"
    {...TILES.gallery}
  />
);
