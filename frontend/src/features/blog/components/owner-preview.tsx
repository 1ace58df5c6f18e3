// Preview on the real page (issue 15): the server answers 404 at a draft's or a scheduled post's
// address (it cannot know the owner: the token lives in this browser), so when this browser
// holds the owner's token the page asks the API with it and, if the owner may see the post,
// shows it exactly as visitors will, under a banner. The asking is a chunk of its own
// (owner-preview-view.tsx), loaded on that "not found" path only.
import {
  createContext,
  lazy,
  Suspense,
  useContext,
  type ComponentType,
  type ReactNode,
} from "react";
import { useParams } from "react-router-dom";

import { ArticleSkeleton } from "@/components/ui/detail-page";
import { storedToken } from "@/lib/api-client";

import type { BlogPost } from "../api/get-posts";

const OwnerPreviewView = lazy(() => import("./owner-preview-view"));

/** Set under the page drawn again after the preview found nothing: it then shows "not found". */
const PreviewTried = createContext(false);

/** The slug to ask for as the owner: the page is "not found", this browser holds a token, and
 * no preview was tried yet; otherwise null. */
export function useOwnerPreview(notFound: boolean): string | null {
  const tried = useContext(PreviewTried);
  const { slug } = useParams();
  return notFound && !tried && slug && storedToken() ? slug : null;
}

export function OwnerPreview({
  slug,
  article,
  otherwise: Otherwise,
}: {
  slug: string;
  /** The post as visitors see it. */
  article: (post: BlogPost) => ReactNode;
  /** The page itself, drawn again (with its "not found") when the owner may not see the post. */
  otherwise: ComponentType;
}) {
  const loading = (
    <div role="status" aria-label="Loading post" className="mx-auto max-w-3xl px-4 py-16">
      <ArticleSkeleton />
    </div>
  );
  const notFound = (
    <PreviewTried value>
      <Otherwise />
    </PreviewTried>
  );
  return (
    <Suspense fallback={loading}>
      <OwnerPreviewView slug={slug} article={article} loading={loading} notFound={notFound} />
    </Suspense>
  );
}
