import { useState } from "react";

import { PHOTO_PLACEHOLDER, type GalleryItem } from "../api/gallery";

/** A photo at the sizes the API gives (srcset for an upload), replaced by the stock
 * placeholder if it fails to load. */
export function PhotoImage({
  item,
  sizes,
  eager = false,
  className,
}: {
  item: GalleryItem;
  sizes: string;
  eager?: boolean;
  className: string;
}) {
  const [broken, setBroken] = useState(false);
  const responsive = !broken && Boolean(item.srcset);
  return (
    <img
      src={broken ? PHOTO_PLACEHOLDER : item.imageUrl}
      srcSet={responsive ? item.srcset : undefined}
      sizes={responsive ? sizes : undefined}
      width={broken ? 800 : (item.width ?? 800)}
      height={broken ? 600 : (item.height ?? 600)}
      alt={item.title}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      onError={() => setBroken(true)}
      className={`bg-slate-100 object-cover dark:bg-slate-800 ${className}`}
    />
  );
}
