/** The stock picture shown instead of a photo that fails to load (static/img, the same file the
 * admin panel's gallery falls back to). */
export const PHOTO_PLACEHOLDER = "/static/img/photo-placeholder.svg";
export const PLACEHOLDER_WIDTH = 800;
export const PLACEHOLDER_HEIGHT = 600;
