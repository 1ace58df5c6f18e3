import { useState } from "react";

import { countryFlag } from "@/lib/countries";

type Props = {
  src: string;
  alt: string;
  country: string;
  eager?: boolean;
  className?: string;
};

/** A story's picture at 16:9 on a soft placeholder; the country's flag stands in when there is
 * no picture or it fails to load. */
export function StoryImage({ src, alt, country, eager = false, className = "" }: Props) {
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
  return (
    <img
      src={src}
      alt={alt}
      width={1200}
      height={675}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      onError={() => setFailed(true)}
      className={`aspect-video w-full bg-slate-100 object-cover dark:bg-slate-800 ${className}`}
    />
  );
}
