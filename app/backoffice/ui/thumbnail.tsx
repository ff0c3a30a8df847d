import { imageVariantPath } from "@common/images.ts";
import { useState } from "react";

/** A small table picture from the 480 px WebP variant, falling back to the original. */
export function Thumbnail({ path, alt }: { path: string; alt: string }) {
  const [original, setOriginal] = useState(false);
  if (!path) return <span className="text-sm text-stone-500">Tanpa gambar</span>;
  return (
    <img
      src={original ? path : imageVariantPath(path, 480)}
      alt={alt}
      loading="lazy"
      onError={() => setOriginal(true)}
      className="h-16 w-24 rounded-md border border-stone-200 bg-stone-100 object-cover"
    />
  );
}
