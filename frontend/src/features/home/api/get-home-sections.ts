import useSWR from "swr";

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

export const useTestimonials = () => useSWR<Testimonial[]>("/api/testimonials");
export const useMemes = () => useSWR<Meme[]>("/api/memes");
export const useGalleryPhotos = () => useSWR<GalleryPhoto[]>("/api/gallery-items");
