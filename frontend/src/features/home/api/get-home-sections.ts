import { usePublicData } from "@/lib/public-data";

// The home page's on-demand sections read the same public lists as their own pages.

export type Testimonial = {
  id: string;
  name: string;
  role: string;
  content: string;
  rating: number;
  publishedAt: string;
};

export type Meme = {
  id: string;
  authorHandle: string;
  caption: string;
  imageUrl: string;
  text: string;
  hashtags: string[];
};

export type GalleryPhoto = {
  id: string;
  title: string;
  caption: string;
  imageUrl: string;
  category: string;
  width: number | null;
  height: number | null;
  srcset: string;
};

export const useTestimonials = () => usePublicData<Testimonial[]>("/api/testimonials");
export const useMemes = () => usePublicData<Meme[]>("/api/memes");
export const useGalleryPhotos = () => usePublicData<GalleryPhoto[]>("/api/gallery-items");
