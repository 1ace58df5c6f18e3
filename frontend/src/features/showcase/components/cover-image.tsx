import { useState } from "react";

type Props = {
  src: string;
  alt: string;
  eager?: boolean;
  className?: string;
};

/** A 16:9 picture with a soft placeholder behind it; it disappears if the file fails to load. */
export function CoverImage({ src, alt, eager = false, className = "" }: Props) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return null;
  return (
    <img
      src={src}
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
