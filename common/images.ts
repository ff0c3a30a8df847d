/** Widths of the WebP variants made for every uploaded image (1600 since issue 8: older uploads lack it, see docs/decisions/030). */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;

/** Path of one WebP variant of a stored image: `/uploads/a1b2.jpg` → `/uploads/a1b2-w480.webp`. */
export function imageVariantPath(path: string, width: number): string {
  return `${path.replace(/\.[A-Za-z0-9]+$/, "")}-w${width}.webp`;
}

/** `srcset` value listing the WebP variants of a stored image. */
export function imageSrcSet(path: string): string {
  return IMAGE_VARIANT_WIDTHS.map((w) => `${imageVariantPath(path, w)} ${w}w`).join(", ");
}
