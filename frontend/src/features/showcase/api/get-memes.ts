import { usePublicData } from "@/lib/public-data";

export type Meme = {
  id: string;
  authorHandle: string;
  caption: string;
  imageUrl: string;
  /** The text panel drawn when there is no image. */
  text: string;
  /** Without their '#': the page adds it. */
  hashtags: string[];
  likes: number;
  comments: number;
  shares: number;
  isPublished: boolean;
  createdAt: string;
};

export const memesKey = "/api/memes";

/** Published memes, newest first. */
export function useMemes() {
  return usePublicData<Meme[]>(memesKey);
}
