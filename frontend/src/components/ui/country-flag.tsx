import { Globe } from "lucide-react";

import { flagPicture } from "@/lib/flag-pictures";

/** A country's flag, drawn as a picture beside its name (decorative: the name says it); a
 * globe for a country outside the travel list. */
export function CountryFlag({
  country,
  className = "h-[0.75em] w-auto",
}: {
  country: string | null | undefined;
  className?: string;
}) {
  const src = flagPicture(country);
  if (!src) return <Globe aria-hidden="true" className={className} />;
  return (
    <img
      src={src}
      alt=""
      aria-hidden="true"
      width={4}
      height={3}
      decoding="async"
      className={`inline-block rounded-[2px] ${className}`}
    />
  );
}
