import type { Schemas } from "@/lib/api-schemas";
import { usePublicData, usePublicPagedList } from "@/lib/public-data";

// The home page's on-demand sections read the same public lists as their own pages.

export type Testimonial = Schemas["TestimonialPublic"];
export type Meme = Schemas["MemeRead"];
export type GalleryPhoto = Schemas["GalleryItemRead"];

export const useTestimonials = () => usePublicData<Testimonial[]>("/api/testimonials");
export const useMemes = () => usePublicData<Meme[]>("/api/memes");
/** The gallery a page at a time: `{ query, list }` (lib/paged-list.ts). */
export const useGalleryPhotos = () => usePublicPagedList<GalleryPhoto>("/api/gallery-items");
