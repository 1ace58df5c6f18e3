import { makeDetailHook } from "@/lib/detail-data";

import { postsKey, type BlogPost } from "./get-posts";

/** One post by id or slug. A post already in the list shows at once while it loads. */
export const usePost = makeDetailHook<BlogPost>(postsKey);
