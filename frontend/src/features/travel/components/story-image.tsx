import { useState } from "react";

import { countryFlag } from "@/lib/countries";
import { CARD_SIZES, srcsetFor } from "@/lib/srcset";

type Props = {
  src: string;
  alt: string;
  country: string;
  /** The first screen's largest picture: loaded at once, before others. */
  eager?: boolean;
  /** How wide it is shown (the srcset's `sizes`); a card in a grid unless said otherwise. */
  sizes?: string;
  className?: string;
};

/** A story's picture at 16:9 on a soft placeholder; the country's flag stands in when there is
 * no picture or it fails to load. */
export function StoryImage({
  src,
  alt,
  country,
  eager = false,
  sizes = CARD_SIZES,
  className = "",
}: Props) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={`flex aspect-video w-full items-center justify-center bg-gradient-to-br from-accent-100 to-warm-100 text-6xl dark:from-slate-800 dark:to-slate-900 ${className}`}
      >
        <span aria-hidden="true">{countryFlag(country)}</span>
      </div>
    );
  }
  const srcSet = srcsetFor(src);
  return (
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
      className={`aspect-video w-full bg-slate-100 object-cover dark:bg-slate-800 ${className}`}
    />
  );
}
