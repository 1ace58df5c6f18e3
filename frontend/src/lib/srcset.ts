// `srcset` for the pictures this site stores as WebP variants: the upload pipeline and the demo
// seed store each one as "<stem>-<width>w.webp" at about 480, 960 and 1600 px wide, never wider
// than the picture, so the widest variant's address names every narrower one.
// apps/core/srcset.py derives the same attribute on the server.

const STANDARD_WIDTHS = [480, 960, 1600];
const VARIANT = /^(.+)-([1-9][0-9]{1,4})w\.webp$/;

/** The srcset of a stored variant's address, or undefined for any other address. */
export function srcsetFor(url: string | null | undefined): string | undefined {
  const match = VARIANT.exec(url ?? "");
  if (!match) return undefined;
  const [, stem, width] = match;
  const widest = Number(width);
  const widths = [...STANDARD_WIDTHS.filter((w) => w < widest), widest];
  return widths.map((w) => `${stem}-${w}w.webp ${w}w`).join(", ");
}

/** `sizes` of the images the site shows (apps/pages/first_screen.py says the same): a card in
 * the 1/2/3-column grids, a full article, a detail page's cover (max-w-4xl), a wide card
 * (max-w-6xl), a card in a two-column grid, the featured article beside its text. */
export const CARD_SIZES = "(min-width: 1024px) 22rem, (min-width: 768px) 50vw, 100vw";
export const ARTICLE_SIZES = "(min-width: 768px) 45rem, 100vw";
export const DETAIL_SIZES = "(min-width: 896px) 53rem, 100vw";
export const WIDE_SIZES = "(min-width: 1152px) 69rem, 100vw";
export const HALF_SIZES = "(min-width: 1152px) 34rem, (min-width: 768px) 50vw, 100vw";
export const THUMBNAIL_SIZES = "(min-width: 896px) 17rem, (min-width: 640px) 33vw, 50vw";
export const FEATURED_ARTICLE_SIZES = "(min-width: 1152px) 35rem, (min-width: 1024px) 50vw, 100vw";
