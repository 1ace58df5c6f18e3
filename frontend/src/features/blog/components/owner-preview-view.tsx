// The owner's preview of a draft or a scheduled post on its real page (see owner-preview.tsx):
// the post read with the owner's token, drawn as visitors will see it, under a banner that says
// only the owner sees it, and never indexed.
import { Eye } from "lucide-react";
import type { ReactNode } from "react";
import useSWR from "swr";

import { paths } from "@/config/paths";
import { apiRequest } from "@/lib/api-client";
import { formatUsLongDateTime } from "@/lib/format";
import { useDocumentTitle } from "@/lib/document-title";

import { postsKey, type BlogPost } from "../api/get-posts";

function ownerRead(slug: string): Promise<BlogPost> {
  return apiRequest<BlogPost>(`${postsKey}/${encodeURIComponent(slug)}`, { auth: true });
}

/** "Draft — only you can see this", or "Scheduled for <date> — only you can see this". */
export function previewWords(post: BlogPost, now: number = Date.now()): string {
  const scheduled = post.isPublished && new Date(post.publishedAt).getTime() > now;
  return scheduled
    ? `Scheduled for ${formatUsLongDateTime(post.publishedAt)} — only you can see this`
    : "Draft — only you can see this";
}

function PreviewBanner({ post }: { post: BlogPost }) {
  return (
    <div
      role="note"
      className="border-b border-warm-400 bg-warm-100 text-slate-900 dark:border-warm-800 dark:bg-slate-800 dark:text-slate-100"
    >
      <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm sm:px-6">
        <Eye aria-hidden="true" className="size-4 shrink-0" />
        <strong className="font-semibold">{previewWords(post)}</strong>
        <a
          href={`${paths.admin}?tab=blog`}
          className="text-accent-700 underline hover:no-underline dark:text-accent-300"
        >
          Back to the editor
        </a>
      </div>
    </div>
  );
}

function Preview({ post, article }: { post: BlogPost; article: (post: BlogPost) => ReactNode }) {
  // The tab names the post; the rest of the head is the server's for this address, which it
  // answers 404 (never indexed).
  useDocumentTitle(post.title);
  return (
    <>
      <PreviewBanner post={post} />
      {article(post)}
    </>
  );
}

export default function OwnerPreviewView({
  slug,
  article,
  loading,
  notFound,
}: {
  slug: string;
  article: (post: BlogPost) => ReactNode;
  loading: ReactNode;
  notFound: ReactNode;
}) {
  // Under a key of its own: the owner's answer never mixes with what visitors are shown.
  const { data, error } = useSWR(["owner-preview", slug], ([, key]) => ownerRead(key), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  if (data) return <Preview post={data} article={article} />;
  return error ? notFound : loading;
}
