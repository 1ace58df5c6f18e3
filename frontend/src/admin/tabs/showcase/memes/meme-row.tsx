// One meme in the editor's list: its author, caption, state, counts, hashtags, the start of its
// text panel and its picture.
import { Heart, MessageCircle, Share2 } from "lucide-react";

import { ContentRow, RowFact, type EditorRowProps } from "../../../components/list-controls";
import type { Meme } from "./api";

export function MemeRow({ row: meme, ...row }: EditorRowProps<Meme>) {
  return (
    <ContentRow
      {...row}
      eyebrow={
        <p className="text-sm font-medium break-all text-slate-700 dark:text-slate-300">
          {meme.authorHandle}
        </p>
      }
      title={meme.caption}
      name={meme.caption}
      published={meme.isPublished}
      summary={meme.text}
      facts={
        <>
          <RowFact icon={Heart}>
            <span className="sr-only">Likes: </span>
            {meme.likes}
          </RowFact>
          <RowFact icon={MessageCircle}>
            <span className="sr-only">Comments: </span>
            {meme.comments}
          </RowFact>
          <RowFact icon={Share2}>
            <span className="sr-only">Shares: </span>
            {meme.shares}
          </RowFact>
          {meme.hashtags.length > 0 && (
            <span className="break-all">{meme.hashtags.map((tag) => `#${tag}`).join(" ")}</span>
          )}
        </>
      }
    >
      {meme.imageUrl && (
        <img
          src={meme.imageUrl}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          className="mt-2 size-16 rounded-lg border border-slate-200 bg-slate-100 object-cover dark:border-slate-700 dark:bg-slate-800"
        />
      )}
    </ContentRow>
  );
}
