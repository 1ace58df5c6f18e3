// `srcset` for the pictures this site stores as WebP variants: the upload pipeline and the demo
// seed store each one as "<stem>-<width>w.webp" at about 480, 960 and 1600 px wide, never wider
// than the picture, so the widest variant's address names every narrower one.
// apps/core/srcset.py derives the same attribute on the server; both read the widths and sizes
// from config/shared-constants.json.
import shared from "@/config/shared-constants.json";

const STANDARD_WIDTHS = shared.imageWidths;
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

/** `sizes` of the images the site shows (the server's first screen reads the same file): a card
 * in the 1/2/3-column grids, a full article, a detail page's cover (max-w-4xl), a wide card
 * (max-w-6xl), a card in a two-column grid, a thumbnail, the featured article beside its text. */
export const CARD_SIZES = shared.imageSizes.card;
export const ARTICLE_SIZES = shared.imageSizes.article;
export const DETAIL_SIZES = shared.imageSizes.detail;
export const WIDE_SIZES = shared.imageSizes.wide;
export const HALF_SIZES = shared.imageSizes.half;
export const THUMBNAIL_SIZES = shared.imageSizes.thumbnail;
export const FEATURED_ARTICLE_SIZES = shared.imageSizes.featuredArticle;
