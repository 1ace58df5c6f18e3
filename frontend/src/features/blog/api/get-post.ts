import { useSWRConfig } from "swr";

import { usePublicData } from "@/lib/public-data";

import { postsKey, type BlogPost } from "./get-posts";

export const postKey = (idOrSlug: string) => `${postsKey}/${idOrSlug}`;

/** One post by id or slug. A post already in the list shows at once while it loads. */
export function usePost(idOrSlug: string | undefined, { skip = false } = {}) {
  const { cache } = useSWRConfig();
  const listed = (cache.get(postsKey)?.data as BlogPost[] | undefined)?.find(
    (post) => post.slug === idOrSlug || post.id === idOrSlug,
  );
  return usePublicData<BlogPost>(idOrSlug && !skip ? postKey(idOrSlug) : null, {
    fallbackData: listed,
  });
}
