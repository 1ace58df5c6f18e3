// A blog category's address, /blog/category/{slug}: the slug Django's slugify() makes of its
// name (apps/blog/categories.py, which the server's category rows use), cut to 80 characters.
// category-slug-cases.json holds names and their slugs; the Python tests check the server
// against the same list, so the badge's link always names the page the server has.

const SLUG_MAX_LENGTH = 80;

/** "Science & Research" -> "science-research"; "" for a name with nothing a slug can keep
 * ("日本"), which has no page of its own. */
export function categorySlug(name: string): string {
  const ascii = name.normalize("NFKD").replace(/[^\x00-\x7f]/g, ""); // eslint-disable-line no-control-regex
  // Python's \s on these characters also matches \x1c-\x1f; JavaScript's does not.
  const kept = ascii.toLowerCase().replace(/[^\w\t\n\v\f\r \x1c-\x1f-]/g, ""); // eslint-disable-line no-control-regex
  return kept
    .replace(/[-\t\n\v\f\r \x1c-\x1f]+/g, "-") // eslint-disable-line no-control-regex
    .replace(/^[-_]+|[-_]+$/g, "")
    .slice(0, SLUG_MAX_LENGTH);
}
