/**
 * Widths of the WebP variants made for every uploaded image. 1600 came with issue 8 and 320 with
 * issue 11: older uploads lack them, and `/uploads` answers those with a neighbour (decision 030).
 */
export const IMAGE_VARIANT_WIDTHS = [320, 480, 960, 1600] as const;

/** For a variant that older uploads lack, the one they have that stands in for it. */
export const LATER_VARIANT_STAND_INS: Readonly<Record<number, number>> = { 320: 480, 1600: 960 };

/** Path of one WebP variant of a stored image: `/uploads/a1b2.jpg` → `/uploads/a1b2-w480.webp`. */
export function imageVariantPath(path: string, width: number): string {
  return `${path.replace(/\.[A-Za-z0-9]+$/, "")}-w${width}.webp`;
}

/** `srcset` value listing the WebP variants of a stored image. */
export function imageSrcSet(path: string): string {
  return IMAGE_VARIANT_WIDTHS.map((w) => `${imageVariantPath(path, w)} ${w}w`).join(", ");
}
