import { Heart, MessageCircle, Share2, type LucideIcon } from "lucide-react";
import { useId, useState, type ReactNode } from "react";

import { CoverImage } from "@/components/ui/cover-image";
import { formatCount, formatUsLongDateTime } from "@/lib/format";
import { HALF_SIZES } from "@/lib/srcset";

import type { Meme } from "../api/get-memes";
import { relativeAge } from "../lib/relative-age";

/**
 * A count the visitor can add one to and take it back: toggling on adds 1, toggling off
 * subtracts it. Local to this card and this visit; nothing is sent to the server.
 */
export function useToggleCount(initial: number) {
  const [on, setOn] = useState(false);
  return { on, value: initial + (on ? 1 : 0), toggle: () => setOn((value) => !value) };
}

const actionBase =
  "inline-flex min-h-10 items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium transition-colors";
const actionIdle =
  "text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white";

function Action({
  label,
  value,
  icon,
  activeClass,
  active,
  ...aria
}: {
  label: string;
  value: number;
  icon: ReactNode;
  activeClass: string;
  active: boolean;
  onClick: () => void;
  "aria-pressed"?: boolean;
  "aria-expanded"?: boolean;
  "aria-controls"?: string;
}) {
  return (
    <button
      type="button"
      className={`${actionBase} ${active ? activeClass : actionIdle}`}
      {...aria}
    >
      {icon}
      <span className="sr-only">{label}, </span>
      <span data-count>{formatCount(value)}</span>
    </button>
  );
}

/** How each action looks while it is on. */
const ACTIVE = {
  rose: "bg-rose-50 text-rose-700 dark:bg-rose-950/60 dark:text-rose-300",
  accent: "bg-accent-50 text-accent-800 dark:bg-slate-800 dark:text-accent-300",
  green: "bg-green-50 text-green-800 dark:bg-green-950/60 dark:text-green-300",
};

/** A count the visitor adds one to and takes back (Like, Share): a pressed/unpressed button.
 * `fills` fills the icon while it is on (the heart). */
function ToggleAction({
  label,
  count,
  tone,
  icon: Icon,
  fills = false,
}: {
  label: string;
  count: ReturnType<typeof useToggleCount>;
  tone: keyof typeof ACTIVE;
  icon: LucideIcon;
  fills?: boolean;
}) {
  return (
    <Action
      label={label}
      value={count.value}
      active={count.on}
      aria-pressed={count.on}
      onClick={count.toggle}
      activeClass={ACTIVE[tone]}
      icon={
        <Icon aria-hidden="true" className={`size-5 ${fills && count.on ? "fill-current" : ""}`} />
      }
    />
  );
}

export function MemeCard({ meme, eager = false }: { meme: Meme; eager?: boolean }) {
  const likes = useToggleCount(meme.likes);
  const shares = useToggleCount(meme.shares);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const commentsId = useId();

  return (
    <article
      aria-label={meme.caption}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <header className="flex items-center gap-3 px-5 py-4">
        <span
          aria-hidden="true"
          className="flex size-10 items-center justify-center rounded-full bg-gradient-to-br from-accent-600 to-accent-800 font-bold text-white"
        >
          {meme.authorHandle.replace(/^@/, "").charAt(0).toUpperCase() || "?"}
        </span>
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900 dark:text-white">
            {meme.authorHandle}
          </p>
          <time
            dateTime={meme.createdAt}
            title={formatUsLongDateTime(meme.createdAt) || undefined}
            className="text-sm text-slate-600 dark:text-slate-400"
          >
            {relativeAge(meme.createdAt)}
          </time>
        </div>
      </header>

      <CoverImage
        src={meme.imageUrl}
        alt={meme.text || meme.caption}
        eager={eager}
        sizes={HALF_SIZES}
        fit="contain"
        fallback={
          <div className="flex aspect-video items-center justify-center bg-gradient-to-br from-accent-700 via-accent-800 to-slate-900 p-6 sm:p-8">
            <p className="text-center text-lg leading-snug font-bold whitespace-pre-line text-white sm:text-xl">
              {meme.text || meme.caption}
            </p>
          </div>
        }
      />

      <div className="flex flex-1 flex-col px-5 pt-4 pb-3">
        <p className="font-medium text-slate-900 dark:text-white">{meme.caption}</p>
        {meme.hashtags.length > 0 && (
          <ul aria-label="Hashtags" className="mt-2 flex flex-wrap gap-x-2 gap-y-1 text-sm">
            {meme.hashtags.map((tag) => (
              <li key={tag} className="font-medium text-accent-700 dark:text-accent-300">
                #{tag}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto pt-4">
          <div className="flex w-full items-center gap-1 border-t border-slate-100 pt-3 dark:border-slate-800">
            <ToggleAction label="Like" count={likes} tone="rose" icon={Heart} fills />
            <Action
              label="Comments"
              value={meme.comments}
              active={commentsOpen}
              aria-expanded={commentsOpen}
              aria-controls={commentsId}
              onClick={() => setCommentsOpen((open) => !open)}
              activeClass={ACTIVE.accent}
              icon={<MessageCircle aria-hidden="true" className="size-5" />}
            />
            <ToggleAction label="Share" count={shares} tone="green" icon={Share2} />
          </div>
        </div>
        <div id={commentsId} hidden={!commentsOpen}>
          <p className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600 dark:bg-slate-800 dark:text-slate-300">
            Comments are not open yet.
          </p>
        </div>
      </div>
    </article>
  );
}
