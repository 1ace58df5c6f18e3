import { CoverImage } from "@/components/ui/cover-image";
import { CountryFlag } from "@/components/ui/country-flag";
import { CARD_SIZES } from "@/lib/srcset";

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
  return (
    <CoverImage
      src={src}
      alt={alt}
      eager={eager}
      sizes={sizes}
      className={className}
      fallback={
        <div
          role="img"
          aria-label={alt}
          className={`flex aspect-video w-full items-center justify-center bg-gradient-to-br from-accent-100 to-warm-100 text-6xl dark:from-slate-800 dark:to-slate-900 ${className}`}
        >
          <CountryFlag country={country} className="h-12 w-16 shadow-sm" />
        </div>
      }
    />
  );
}
