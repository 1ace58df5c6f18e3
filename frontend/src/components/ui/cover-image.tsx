import { useState, type ReactNode } from "react";

import { CARD_SIZES, srcsetFor } from "@/lib/srcset";

const FITS = { cover: "object-cover", contain: "object-contain" } as const;

type Props = {
  src: string;
  alt: string;
  /** The first screen's largest picture: loaded at once, before others. */
  eager?: boolean;
  /** How wide it is shown (the srcset's `sizes`); a card in a grid unless said otherwise. */
  sizes?: string;
  className?: string;
  /** "contain" shows the whole picture (a meme's words must not be cropped). */
  fit?: "cover" | "contain";
  /** A frame's classes: the picture is wrapped in a <div> with them, and the frame goes too when
   * the picture fails (a wide card's picture column). */
  frameClassName?: string;
  /** Drawn instead when there is no picture or it fails to load; nothing unless given. */
  fallback?: ReactNode;
};

/** A 16:9 picture with a soft placeholder behind it; `fallback` (or nothing) if it fails to load. */
export function CoverImage({
  src,
  alt,
  eager = false,
  sizes = CARD_SIZES,
  className = "",
  fit = "cover",
  frameClassName,
  fallback = null,
}: Props) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return fallback;
  const srcSet = srcsetFor(src);
  const image = (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={1200}
      height={675}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : "auto"}
      decoding="async"
      onError={() => setFailed(true)}
      className={`aspect-video w-full bg-slate-100 dark:bg-slate-800 ${FITS[fit]} ${className}`}
    />
  );
  return frameClassName === undefined ? image : <div className={frameClassName}>{image}</div>;
}
